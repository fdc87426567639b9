import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Form, Title, useCanAccess, useCanBlock, useFormIsDirty, useRecordContext, useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { menus } from '../../../resources/menu.ts';
import { alertStore } from '../../alerts/alertStore.ts';
import { RouterLeaveGuard, useUnloadWarning } from '../../controls/screen/ScreenGuards.tsx';
import { useUploadActivities } from '../../controls/upload/UploadRegistryContext.tsx';
import { FieldInput, type AnyKindInput } from '../../lowcode/inputs/FieldInput.tsx';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { defaultValuesOf, normaliseValues } from '../../lowcode/screens/formValues.ts';
import { ClearMenuCacheButton } from './ClearMenuCacheButton.tsx';
import { itemErrors, type MenuItemValues } from './menuItems.ts';
import { MenuItemTreeInput } from './MenuItemTree.tsx';
import { MENU_LIST_PATH } from './menuPaths.ts';

/** Why the last save did not go through: the items' own rules (in the browser), the server's refusal, or a stale version. */
export interface MenuEditorFailure {
  kind: 'items' | 'save' | 'conflict';
  detail?: string;
}

export interface MenuEditorFormProps {
  mode: 'create' | 'edit';
  failure?: MenuEditorFailure;
  onItemsRefused(): void;
  /** Whether leaving with unsaved changes asks first (off on the way to a just-created menu's address). */
  guarded: boolean;
}

/** When the record is read again (after a CONFLICT), what the user typed stays. */
const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

/** While the form has unsaved changes: the browser's and the router's leave questions ('Your changes will be lost. Are you sure?'). */
function LeaveGuard({ alerts }: { alerts: typeof alertStore }) {
  const dirty = useFormIsDirty();
  const canBlock = useCanBlock();
  useUnloadWarning(dirty);
  return dirty && canBlock ? <RouterLeaveGuard alerts={alerts} message="lowcode.form.discardChanges" /> : null;
}

function FailureNotice({ failure }: { failure?: MenuEditorFailure }) {
  const translate = useTranslate();
  if (!failure) return null;
  const message = failure.kind === 'conflict' ? 'menus.editor.conflict' : failure.kind === 'items' ? 'menus.editor.itemErrors' : 'menus.errors.save';
  return (
    <Alert severity={failure.kind === 'conflict' ? 'warning' : 'error'} role="alert" sx={{ mb: 2 }} data-testid="save-error">
      {translate(message)}
      {failure.detail && (
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {translate(failure.detail, { _: failure.detail })}
        </Typography>
      )}
    </Alert>
  );
}

function SaveButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const uploads = useUploadActivities();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting || uploads.length > 0}>
      {translate('menus.editor.save')}
    </Button>
  );
}

/**
 * The menu's editor inside its form (spec 02 §3): name, position, depth, sub-category depth,
 * excluded categories, the light and dark image and the approval beside the tree of items, checked
 * by the declared rules (the server's) before the one save. Read-only with menu.view alone.
 */
export function MenuEditorForm({ mode, failure, onItemsRefused, guarded }: MenuEditorFormProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const record = useRecordContext();
  const { save } = useSaveContext();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const access = useCanAccess({ resource: 'menu', action: 'save' });
  const readOnly = !access.isPending && access.canAccess === false;
  const defaultValues = useMemo(() => (mode === 'create' ? { ...defaultValuesOf(menus), items: [] } : undefined), [mode]);
  const submit = async (values: Record<string, unknown>) => {
    if (readOnly) return undefined;
    const errors = itemErrors((values.items ?? []) as MenuItemValues[], translate);
    if (Object.keys(errors).length > 0) {
      onItemsRefused();
      return errors;
    }
    return save?.(normaliseValues(menus, values));
  };
  const input = (name: string, autoFocus = false) => <FieldInput resource={menus} path={[name]} field={menus.fields[name]!} mode={mode} autoFocus={autoFocus} disabled={readOnly} />;
  const heading = record ? String(record.name ?? '') : translate('menus.editor.newMenu');
  return (
    <Form onSubmit={submit} defaultValues={defaultValues} noValidate resetOptions={KEEP_TYPED_VALUES}>
      {guarded && !readOnly && <LeaveGuard alerts={alerts} />}
      <Box sx={{ p: { xs: 1, md: 2 } }}>
        <Title title={translate('shell.routes.menuDetail')} preferenceKey={false} />
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h1" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          {!readOnly && mode === 'edit' && <ClearMenuCacheButton />}
          <Button onClick={() => navigate(MENU_LIST_PATH)}>{translate('menus.editor.back')}</Button>
        </Stack>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('menus.editor.readOnly')}
          </Alert>
        )}
        <FailureNotice failure={failure} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Paper variant="outlined" component="section" aria-label={translate('menus.editor.header')} sx={{ p: 1.5 }}>
            {/* A disabled fieldset: no control of a read-only editor takes input, even one without a disabled state of its own. */}
            <Box component="fieldset" disabled={readOnly} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <Stack spacing={0.5}>
                {input('name', mode === 'create')}
                <Stack direction="row" spacing={1}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>{input('position')}</Box>
                  <Box sx={{ flex: 1, minWidth: 0 }}>{input('maxDepth')}</Box>
                </Stack>
                {input('subCategoryDepth')}
                {input('excludedCategoryIds')}
                {input('image')}
                {input('darkImage')}
                {input('isApproved')}
              </Stack>
            </Box>
          </Paper>
          <Paper variant="outlined" component="section" aria-label={translate('menus.editor.items')} sx={{ p: 1.5, minWidth: 0 }}>
            <FieldInput resource={menus} path={['items']} field={menus.fields.items!} mode={mode} disabled={readOnly} input={MenuItemTreeInput as AnyKindInput} />
          </Paper>
        </Box>
        {!readOnly && (
          <Box sx={{ mt: 2, position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default', zIndex: 2 }}>
            <SaveButton />
          </Box>
        )}
      </Box>
    </Form>
  );
}
