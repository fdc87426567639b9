import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Button, Chip, IconButton, Menu, MenuItem, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useGetMany, useInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CONTENT_TYPE } from '../../../resources/enums.ts';
import { alertStore } from '../../alerts/alertStore.ts';
import { SortableTree } from '../../controls/board/SortableTree.tsx';
import { descendantIds, shiftedTree, swappedTree } from '../../controls/board/treeOrder.ts';
import { referenceOptionsMeta } from '../../lowcode/inputs/ReferenceInput.tsx';
import type { KindInputProps } from '../../lowcode/inputs/kindInputProps.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import {
  depthOf,
  itemsOf,
  kindOf,
  MENU_ITEM_KINDS,
  newMenuItem,
  problemOf,
  savedTargets,
  targetOf,
  treeRowsOf,
  type MenuItemKind,
  type MenuItemProblemKind,
  type MenuItemValues,
  type MenuTreeRow,
  type TargetOption,
} from './menuItems.ts';
import { MenuItemDialog } from './MenuItemDialog.tsx';

const INDENT = 28;
const NO_ITEMS: MenuItemValues[] = [];

/** The chosen categories' and brands' options (name and approval), by `<resource>:<id>`; undefined until both are in. */
function useTargetOptions(items: readonly MenuItemValues[]): Map<string, TargetOption & Record<string, unknown>> | undefined {
  const idsOf = (resource: 'categories' | 'brands') => [...new Set(items.flatMap((item) => (targetOf(item)?.resource === resource ? [targetOf(item)!.id] : [])))];
  const categoryIds = idsOf('categories');
  const brandIds = idsOf('brands');
  const categories = useGetMany('categories', { ids: categoryIds, meta: referenceOptionsMeta('categories') }, { enabled: categoryIds.length > 0 });
  const brands = useGetMany('brands', { ids: brandIds, meta: referenceOptionsMeta('brands') }, { enabled: brandIds.length > 0 });
  if ((categoryIds.length > 0 && !categories.data) || (brandIds.length > 0 && !brands.data)) return undefined;
  const entries = (resource: string, records: RaRecord[] | undefined) => (records ?? []).filter(Boolean).map((record) => [`${resource}:${String(record.id)}`, record as TargetOption & Record<string, unknown>] as const);
  return new Map([...entries('categories', categories.data), ...entries('brands', brands.data)]);
}

/** What the row shows: the item's own title, else its target's name, else its kind. */
function useTitleOf(options: ReadonlyMap<string, Record<string, unknown>> | undefined) {
  const translate = useTranslate();
  return (item: MenuItemValues): string => {
    if (item.title?.trim()) return item.title.trim();
    const kind = kindOf(item.type);
    const target = targetOf(item);
    const name = target && options?.get(`${target.resource}:${target.id}`)?.name;
    if (typeof name === 'string' && name) return name;
    if (kind === 'contentType' && item.contentType != null) {
      const contentKey = CONTENT_TYPE.values.find((entry) => entry.value === Number(item.contentType))?.key;
      if (contentKey) return translate(`enums.contentType.${contentKey}`);
    }
    return kind ? translate(`enums.menuItemType.${kind}`) : translate('menus.editor.untitled');
  };
}

function RowButton({ label, icon, onClick, disabled }: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The first of an item's field messages (the browser's or the server's), if any. */
function firstError(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  for (const value of Object.values(errors as Record<string, unknown>)) {
    const message = (value as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

function AddItemButton({ onAdd, disabled }: { onAdd: (kind: MenuItemKind) => void; disabled?: boolean }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button startIcon={<AddIcon />} variant="outlined" size="small" onClick={(event) => setAnchor(event.currentTarget)} disabled={disabled} aria-haspopup="menu">
        {translate('menus.editor.addItem')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {MENU_ITEM_KINDS.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              onAdd(kind);
            }}
          >
            {translate(`enums.menuItemType.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * A menu's items as an indented tree (the declared `items` list, flat in preorder): dragged to
 * reorder and to nest (src/controls/board/SortableTree.tsx), never deeper than the menu's depth
 * nor under its own descendant; also moved with each row's buttons. An item is added by kind and
 * edited in a dialog; deleting one with items under it asks first and takes them along. A row says
 * why the sites will not show it (its category or brand unapproved or deleted) and whether one of
 * its fields is refused. The tree's own rule (resources/menuRules.ts) shows above it.
 */
export function MenuItemTreeInput({ source, validate, disabled }: KindInputProps<'list'>) {
  const translate = useTranslate();
  const record = useRecordContext();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const { field, fieldState } = useInput({ source, validate });
  const { clearErrors } = useFormContext();
  const { errors } = useFormState({ name: source });
  const items = (useWatch({ name: source }) as MenuItemValues[] | undefined) ?? NO_ITEMS;
  const maxDepth = depthOf(useWatch({ name: 'maxDepth' }));
  const [editing, setEditing] = useState<string>();
  const rows = useMemo(() => treeRowsOf(items), [items]);
  const options = useTargetOptions(items);
  const titleOf = useTitleOf(options);
  const saved = useMemo(() => {
    const problems = (record?.itemProblems ?? []) as { key: string; problem: MenuItemProblemKind }[];
    return { targetByKey: savedTargets(record?.items as MenuItemValues[] | undefined), problemByKey: new Map(problems.map((entry) => [entry.key, entry.problem])) };
  }, [record]);
  const itemErrorsOf = (index: number) => (errors[source] as unknown as Record<number, unknown> | undefined)?.[index];

  const change = (next: MenuItemValues[]) => {
    clearErrors(source);
    field.onChange(next);
  };
  const changeRows = (next: MenuTreeRow[] | undefined) => next && change(itemsOf(next));
  const add = (kind: MenuItemKind) => {
    const item = newMenuItem(kind, new Set(items.map((entry) => entry.key)));
    change([...items, item]);
    setEditing(item.key);
  };
  const remove = async (row: MenuTreeRow) => {
    const under = descendantIds(rows, row.id);
    if (under.length > 0 && !(await alerts.confirm({ type: 'warning', message: 'menus.editor.deleteWithChildren', values: { title: titleOf(row.item), smart_count: under.length } }))) return;
    const gone = new Set([row.id, ...under]);
    change(items.filter((item) => !gone.has(item.key)));
  };
  const treeError = fieldState.error?.message;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {translate('menus.editor.items')}
        </Typography>
        {!disabled && <AddItemButton onAdd={add} />}
      </Stack>
      {!disabled && (
        <Typography variant="caption" color="text.secondary" id="menu-tree-hint">
          {translate('menus.editor.hint')} {translate('menus.editor.depthHint', { n: maxDepth })}
        </Typography>
      )}
      {treeError && (
        <Alert severity="error" role="alert">
          {translate(treeError, { _: treeError, ...((fieldState.error as { args?: Record<string, unknown> } | undefined)?.args ?? {}) })}
        </Alert>
      )}
      {rows.length === 0 && <Typography color="text.secondary">{translate('menus.editor.noItems')}</Typography>}
      <Box aria-describedby="menu-tree-hint" data-testid="menu-tree">
        <SortableTree
          rows={rows}
          maxLevels={maxDepth}
          titleOf={(row) => titleOf(row.item)}
          texts="menus.editor.drag"
          indent={INDENT}
          disabled={disabled}
          onChange={changeRows}
          renderRow={(row, depth, handle) => {
            const title = titleOf(row.item);
            const kind = kindOf(row.item.type);
            const problem = problemOf(row.item, saved, options);
            const error = firstError(itemErrorsOf(row.index));
            return (
              <Paper
                ref={handle.ref}
                style={handle.style}
                variant="outlined"
                data-testid="menu-item"
                data-key={row.id}
                data-depth={depth}
                sx={{ px: 0.5, py: 0.25, opacity: handle.dragging ? 0.4 : 1, borderColor: error ? 'error.main' : problem ? 'warning.main' : undefined }}
              >
                <Stack direction="row" spacing={0.5} alignItems="center" sx={{ minHeight: 36 }}>
                  {!disabled && (
                    <Box component="span" {...handle.props} data-testid="drag-handle" sx={[{ display: 'inline-flex', p: 0.5, borderRadius: 1, color: 'text.secondary' }, handle.sx ?? {}]}>
                      <DragIndicatorIcon fontSize="small" />
                    </Box>
                  )}
                  <Chip size="small" variant="outlined" label={kind ? translate(`enums.menuItemType.${kind}`) : '?'} sx={{ flexShrink: 0 }} />
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} data-testid="menu-item-title">
                    {title}
                  </Typography>
                  {problem && (
                    <Tooltip title={translate(`menus.itemProblems.${problem}`)}>
                      <Chip size="small" color="warning" icon={<WarningIcon />} label={translate(`menus.itemProblems.${problem}`)} data-testid="item-problem" sx={{ maxWidth: 260 }} />
                    </Tooltip>
                  )}
                  {error && (
                    <Tooltip title={error}>
                      <Chip size="small" color="error" icon={<ErrorIcon />} label={error} data-testid="item-error" sx={{ maxWidth: 240 }} />
                    </Tooltip>
                  )}
                  <RowButton label={translate('menus.editor.edit', { title })} icon={<EditIcon fontSize="small" />} onClick={() => setEditing(row.id)} />
                  {!disabled && (
                    <>
                      <RowButton label={translate('menus.editor.moveUp', { title })} icon={<ArrowUpwardIcon fontSize="small" />} onClick={() => changeRows(swappedTree(rows, row.id, 'up'))} disabled={!swappedTree(rows, row.id, 'up')} />
                      <RowButton label={translate('menus.editor.moveDown', { title })} icon={<ArrowDownwardIcon fontSize="small" />} onClick={() => changeRows(swappedTree(rows, row.id, 'down'))} disabled={!swappedTree(rows, row.id, 'down')} />
                      <RowButton label={translate('menus.editor.outdent', { title })} icon={<FormatIndentDecreaseIcon fontSize="small" />} onClick={() => changeRows(shiftedTree(rows, row.id, 'out', maxDepth))} disabled={!shiftedTree(rows, row.id, 'out', maxDepth)} />
                      <RowButton label={translate('menus.editor.indent', { title })} icon={<FormatIndentIncreaseIcon fontSize="small" />} onClick={() => changeRows(shiftedTree(rows, row.id, 'in', maxDepth))} disabled={!shiftedTree(rows, row.id, 'in', maxDepth)} />
                      <RowButton label={translate('menus.editor.delete', { title })} icon={<DeleteIcon fontSize="small" />} onClick={() => void remove(row)} />
                    </>
                  )}
                </Stack>
              </Paper>
            );
          }}
        />
      </Box>
      {editing !== undefined && items.some((item) => item.key === editing) && (
        <MenuItemDialog index={items.findIndex((item) => item.key === editing)} title={titleOf(items.find((item) => item.key === editing)!)} disabled={disabled} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
