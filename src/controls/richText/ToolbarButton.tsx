import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ToolbarButtonProps {
  /** i18n key of the label, read out and shown as the tooltip. */
  label: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  active?: boolean;
  disabled?: boolean;
}

export function ToolbarButton({ label, icon, onClick, active, disabled }: ToolbarButtonProps) {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <Tooltip title={text}>
      <span>
        <IconButton
          size="small"
          aria-label={text}
          aria-pressed={active === undefined ? undefined : active}
          color={active ? 'primary' : 'default'}
          onClick={onClick}
          disabled={disabled}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
