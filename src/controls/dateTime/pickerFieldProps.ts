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
