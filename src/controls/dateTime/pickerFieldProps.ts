import type { ReactNode } from 'react';

/** What the day and the date-time fields share with a text field. */
export interface PickerFieldProps {
  label: ReactNode;
  id?: string;
  name?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
  onBlur?: () => void;
  /** Sets the field's width (a toolbar's fields). */
  width?: number;
}

/** The day field's: the day as the server takes it, yyyy-MM-dd ('' for none). */
export interface DayFieldProps extends PickerFieldProps {
  /** The day as the server takes it, yyyy-MM-dd; '' for none. */
  value: string | null | undefined;
  onChange: (day: string) => void;
  /** The earliest day offered (yyyy-MM-dd). */
  min?: string;
}

/** The date-time field's: a moment, or null when cleared. */
export interface MomentFieldProps extends PickerFieldProps {
  value: Date | null;
  /** A complete date and time, or null when cleared; nothing while what is typed is incomplete. */
  onChange: (value: Date | null) => void;
  min?: Date;
}
