import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, CircularProgress, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One action the bar offers, named in the user's language. */
export interface BulkChoice {
  /** Unique in the bar (an action and its value). */
  key: string;
  label: string;
  destructive?: boolean;
}

export interface BulkBarProps {
  /** How many rows are chosen; the bar shows only with some. */
  count: number;
  choices: readonly BulkChoice[];
  /** An action is running: the buttons wait. */
  busy?: boolean;
  onChoose: (choice: BulkChoice) => void;
  onClear: () => void;
}

/** Over a list with chosen rows: how many, the actions the role may do on them, and a way out. */
export function BulkBar({ count, choices, busy = false, onChoose, onClear }: BulkBarProps) {
  const translate = useTranslate();
  if (count === 0) return null;
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label={translate('list.bulk.actions')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 1.5, py: 0.5, mb: 1, bgcolor: 'action.selected' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }} aria-live="polite" data-testid="bulk-count">
        {translate('list.bulk.chosen', { smart_count: count })}
      </Typography>
      {choices.map((choice) => (
        <Button key={choice.key} size="small" variant="outlined" color={choice.destructive ? 'error' : 'primary'} disabled={busy} onClick={() => onChoose(choice)}>
          {choice.label}
        </Button>
      ))}
      {busy && <CircularProgress size={18} aria-label={translate('list.bulk.running', { smart_count: count })} />}
      <Box sx={{ flex: 1 }} />
      <Tooltip title={translate('list.bulk.clear')}>
        <span>
          <IconButton size="small" aria-label={translate('list.bulk.clear')} disabled={busy} onClick={onClear}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Paper>
  );
}
