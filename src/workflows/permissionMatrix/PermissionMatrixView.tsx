import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  alpha,
  type Theme,
} from '@mui/material';
import { Fragment, memo } from 'react';
import { Title, useTranslate } from 'react-admin';
import { isEdited, isGranted, isOwnLastAccess, MATRIX_PERMISSION, type MatrixEdits, type MatrixGroup, type MatrixNames, type MatrixRow } from './matrixEdits.ts';
import type { UnmetNeed } from './matrixNeeds.ts';
import type { MatrixRole } from './permissionMatrixMethods.ts';

export interface PermissionMatrixViewProps {
  /** The site's name in the heading, when known. */
  siteName?: string;
  groups: readonly MatrixGroup[];
  /** What categories and permissions are called (never their raw keys). */
  names: MatrixNames;
  /** Grants that do not work alone, edits applied: warned about above the grid. */
  unmet: readonly UnmetNeed[];
  roles: readonly MatrixRole[];
  callerRoleIds: readonly string[];
  edits: MatrixEdits;
  filter: string;
  saving: boolean;
  onFilter: (text: string) => void;
  onToggle: (row: MatrixRow, roleId: string) => void;
  onSave: () => void;
  onUndo: () => void;
}

/** The header row's height: the category rows stick right below it. */
const HEADER_HEIGHT = 56;

/**
 * The matrix as a grid: a row per permission under its category's sticky sub-header, a column per
 * role; changed cells are tinted until saved.
 */
export function PermissionMatrixView({
  siteName,
  groups,
  names,
  unmet,
  roles,
  callerRoleIds,
  edits,
  filter,
  saving,
  onFilter,
  onToggle,
  onSave,
  onUndo,
}: PermissionMatrixViewProps) {
  const translate = useTranslate();
  const title = translate('shell.routes.permissionMatrix');
  const dirty = edits.size > 0;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={title} preferenceKey={false} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" justifyContent="space-between">
        <Typography variant="h5" component="h1">
          {siteName ? translate('permissionMatrix.siteTitle', { title, site: siteName }) : title}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center">
          {dirty && (
            <Typography variant="body2" color="text.secondary" role="status">
              {translate('permissionMatrix.unsaved', { count: edits.size })}
            </Typography>
          )}
          <Button disabled={!dirty || saving} onClick={onUndo}>
            {translate('permissionMatrix.undo')}
          </Button>
          <Button variant="contained" disabled={!dirty || saving} onClick={onSave}>
            {translate('permissionMatrix.save')}
          </Button>
        </Stack>
      </Stack>
      <TextField
        size="small"
        value={filter}
        onChange={(event) => onFilter(event.target.value)}
        label={translate('permissionMatrix.filter')}
        sx={{ maxWidth: 360 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      {unmet.length > 0 && (
        <Alert severity="warning" data-testid="matrix-needs">
          <AlertTitle>{translate('permissionMatrix.needs.title')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {unmet.map(({ roleId, permission, needs }) => (
              <li key={`${roleId} ${permission} ${needs}`}>
                {translate('permissionMatrix.needs.item', {
                  role: roles.find((role) => String(role.id) === roleId)?.name ?? roleId,
                  permission: names.permission(permission),
                  needs: names.permission(needs),
                })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {groups.length === 0 ? (
        <Typography color="text.secondary">{translate('permissionMatrix.noMatch')}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 'calc(100vh - 220px)', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table stickyHeader size="small" aria-label={title}>
            <TableHead>
              <TableRow sx={{ height: HEADER_HEIGHT }}>
                <TableCell component="th" scope="col">
                  {translate('permissionMatrix.permission')}
                </TableCell>
                {roles.map((role) => (
                  <TableCell key={role.id} component="th" scope="col" align="center">
                    {role.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {groups.map((group) => (
                <Fragment key={group.category}>
                  <TableRow>
                    <TableCell
                      component="th"
                      scope="colgroup"
                      colSpan={roles.length + 1}
                      sx={{ position: 'sticky', top: HEADER_HEIGHT, zIndex: 1, bgcolor: 'background.default', fontWeight: 'bold' }}
                    >
                      {names.category(group.category)}
                    </TableCell>
                  </TableRow>
                  {group.rows.map((row) => (
                    <PermissionRow
                      key={row.key}
                      row={row}
                      name={names.permission(row.key)}
                      roles={roles}
                      callerRoleIds={callerRoleIds}
                      edits={edits}
                      saving={saving}
                      onToggle={onToggle}
                    />
                  ))}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

interface PermissionRowProps {
  row: MatrixRow;
  /** The permission as people call it ("Manşetler: görüntüleme"). */
  name: string;
  roles: readonly MatrixRole[];
  callerRoleIds: readonly string[];
  edits: MatrixEdits;
  saving: boolean;
  onToggle: (row: MatrixRow, roleId: string) => void;
}

/** One permission's row; re-rendered only when one of its own cells changes (the grid has hundreds of cells). */
const PermissionRow = memo(
  function PermissionRow({ row, name, roles, callerRoleIds, edits, saving, onToggle }: PermissionRowProps) {
    const translate = useTranslate();
    return (
      <TableRow hover>
        <TableCell component="th" scope="row" sx={{ pl: 4 }}>
          {translate(`permissionNames.keywords.${row.keyword}`, { _: row.keyword })}
        </TableCell>
        {roles.map((role) => (
          <MatrixCell
            key={role.id}
            label={translate('permissionMatrix.cell', { permission: name, role: role.name })}
            granted={isGranted(row, role.id, edits)}
            edited={isEdited(row, role.id, edits)}
            lockable={row.key === MATRIX_PERMISSION}
            locked={isOwnLastAccess(row, role.id, edits, callerRoleIds)}
            lockedReason={translate('permissionMatrix.ownAccess')}
            disabled={saving}
            onToggle={() => onToggle(row, role.id)}
          />
        ))}
      </TableRow>
    );
  },
  (before, after) =>
    before.row === after.row &&
    before.name === after.name &&
    before.roles === after.roles &&
    before.callerRoleIds === after.callerRoleIds &&
    before.saving === after.saving &&
    before.onToggle === after.onToggle &&
    after.roles.every((role) => sameCell(after.row, role.id, before.edits, after.edits)),
);

const sameCell = (row: MatrixRow, roleId: string, before: MatrixEdits, after: MatrixEdits) =>
  isGranted(row, roleId, before) === isGranted(row, roleId, after) && isEdited(row, roleId, before) === isEdited(row, roleId, after);

interface MatrixCellProps {
  label: string;
  granted: boolean;
  edited: boolean;
  /** The cell may lock (the matrix permission's row): it carries the tooltip saying why. */
  lockable: boolean;
  locked: boolean;
  lockedReason: string;
  disabled: boolean;
  onToggle: () => void;
}

// Light enough for the checkbox to read in either theme.
const EDITED_CELL = { bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.3) };

function MatrixCell({ label, granted, edited, lockable, locked, lockedReason, disabled, onToggle }: MatrixCellProps) {
  const checkbox = (
    <Checkbox size="small" checked={granted} disabled={disabled || locked} onChange={onToggle} disableRipple slotProps={{ input: { 'aria-label': label } }} />
  );
  return (
    <TableCell align="center" padding="none" sx={edited ? EDITED_CELL : undefined} data-edited={edited || undefined}>
      {lockable ? (
        // The same elements locked or not (an empty title shows nothing), so the checkbox stays; a
        // disabled input fires no events, so the tooltip listens on its wrapper.
        <Tooltip title={locked ? lockedReason : ''} describeChild>
          <Box component="span" sx={{ display: 'inline-flex' }}>
            {checkbox}
          </Box>
        </Tooltip>
      ) : (
        checkbox
      )}
    </TableCell>
  );
}
