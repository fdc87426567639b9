import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, CircularProgress, IconButton, Menu, MenuItem, Paper, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** One action the bar offers, named in the user's language. */
export interface BulkChoice {
  /** Unique in the bar (an action and its value). */
  key: string;
  label: string;
  destructive?: boolean;
  /** Choices of one group (a status's values) share one button opening a menu; its words name the group. */
  group?: string;
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
      {groupsOf(choices).map((group) =>
        group.name === undefined ? (
          group.choices.map((choice) => (
            <Button key={choice.key} size="small" variant="outlined" color={choice.destructive ? 'error' : 'primary'} disabled={busy} onClick={() => onChoose(choice)}>
              {choice.label}
            </Button>
          ))
        ) : (
          <GroupButton key={group.name} name={group.name} choices={group.choices} disabled={busy} onChoose={onChoose} />
        ),
      )}
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

/** The choices in their order, those of one group gathered where the group first appears. */
function groupsOf(choices: readonly BulkChoice[]) {
  const groups: { name?: string; choices: BulkChoice[] }[] = [];
  for (const choice of choices) {
    const group = choice.group === undefined ? undefined : groups.find((each) => each.name === choice.group);
    if (group) group.choices.push(choice);
    else groups.push({ name: choice.group, choices: [choice] });
  }
  return groups;
}

function GroupButton({ name, choices, disabled, onChoose }: { name: string; choices: readonly BulkChoice[]; disabled: boolean; onChoose: (choice: BulkChoice) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button size="small" variant="outlined" disabled={disabled} endIcon={<ArrowDropDownIcon />} aria-haspopup="menu" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
        {name}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.key}
            dense
            onClick={() => {
              setAnchor(null);
              onChoose(choice);
            }}
          >
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
