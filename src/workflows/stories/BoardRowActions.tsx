import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { BoardRow } from './boardMethods.ts';

export interface BoardRowActionsProps {
  row: BoardRow;
  onEdit(): void;
  /** Pin or unpin; absent on the pending list. */
  onPin?(): void;
  /** Why a pin cannot change now (filters, permission); the button is then disabled. */
  pinLockedBecause?: string;
  /** Absent without the permission to delete it. */
  onDelete?(): void;
}

/** An icon button with its name as a tooltip; a disabled one keeps its tooltip (saying why) through a span. */
function Action({ label, hint, disabled, onClick, icon }: { label: string; hint?: string; disabled?: boolean; onClick(): void; icon: ReactElement }) {
  return (
    <Tooltip title={hint ?? label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** A row's edit, pin or unpin, and delete. */
export function BoardRowActions({ row, onEdit, onPin, pinLockedBecause, onDelete }: BoardRowActionsProps) {
  const translate = useTranslate();
  const pinLabel = translate(row.pinned ? 'stories.board.actions.unpin' : 'stories.board.actions.pin');
  return (
    <>
      <Action label={translate('stories.board.actions.edit')} onClick={onEdit} icon={<EditOutlinedIcon fontSize="small" />} />
      {onPin && (
        <Action
          label={pinLabel}
          hint={pinLockedBecause && translate(pinLockedBecause)}
          disabled={Boolean(pinLockedBecause)}
          onClick={onPin}
          icon={row.pinned ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
        />
      )}
      {onDelete && <Action label={translate('stories.board.actions.delete')} onClick={onDelete} icon={<DeleteOutlineIcon fontSize="small" />} />}
    </>
  );
}
