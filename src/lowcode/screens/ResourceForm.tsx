import { Box, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { Form, SaveButton, useFormIsDirty, useNotify, useSaveContext, useTranslate } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';
import type { Resource } from '../../../resources/defineResource.ts';
import { alertStore } from '../../alerts/alertStore.ts';
import { FieldInput, type AnyKindInput } from '../inputs/FieldInput.tsx';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { useLockedFields } from './useLockedFields.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import { useUnloadWarning } from '../../controls/screen/ScreenGuards.tsx';
import { defaultValuesOf, editableFields, normaliseValues } from './formValues.ts';

export interface ResourceFormProps {
  resource: Resource;
  mode: 'create' | 'edit';
  /** Cancel (the button or Escape); the dialog asks first when the form is dirty. */
  onCancel: () => void;
  /** Kept up to date with whether the form differs from its opening value. */
  dirtyRef?: RefObject<boolean>;
  /** After the record was deleted (edit mode, with the delete permission, offers the button). */
  onDeleted?: () => void;
  /** More inside the form, after the fields (a resource's own form adds behaviour this way, e.g. proposals from one field to another). */
  children?: ReactNode;
  /** The resource's own buttons in edit mode (its screen overrides' `extension`, src/lowcode/screenOverrides.ts). */
  actions?: ComponentType;
  /** A resource's own controls for some fields in place of their kinds' (same label, rules and visibility), by field name. */
  inputs?: Readonly<Record<string, AnyKindInput>>;
  /**
   * The fields in titled groups instead of one column (a resource's own form passes them); an
   * editable field no group names follows the groups, so none is ever left out.
   */
  sections?: readonly FormSection[];
}

/**
 * A titled group of a form's fields on a grid of `columns` (1 when unset): each item a field name,
 * or a node of the resource's own beside them (a value computed from the fields). An image or an
 * ordered list takes the whole row, and so do the fields named in `wide`.
 */
export interface FormSection {
  /** An i18n key. */
  title: string;
  items: readonly (string | { key: string; node: ReactNode })[];
  columns?: 1 | 2 | 3;
  wide?: readonly string[];
}

const takesWholeRow = (field: Resource['fields'][string]) => field.kind === 'image' || field.kind === 'list';

function DirtyReporter({ dirtyRef }: { dirtyRef?: RefObject<boolean> }) {
  const dirty = useFormIsDirty();
  // Closing or reloading the tab (the offer to reload after a failed chunk among them) asks first.
  useUnloadWarning(dirty);
  useEffect(() => {
    if (dirtyRef) dirtyRef.current = dirty;
  }, [dirty, dirtyRef]);
  return null;
}

/** Whether any refusal in the form's errors was the browser's own check rather than the server's answer. */
function hasBrowserRefusal(errors: FieldErrors | Record<string, unknown> | undefined): boolean {
  return Object.values(errors ?? {}).some((error) => {
    if (!error || typeof error !== 'object') return false;
    const { type, message } = error as { type?: unknown; message?: unknown };
    if (typeof type === 'string' && message !== undefined) return type !== 'server';
    return hasBrowserRefusal(error as Record<string, unknown>);
  });
}

/**
 * "The form is not valid" once per save the browser's own rules refused. A refusal from the server
 * (e.g. a name already in use) is shown on its field only: no toast over the dialog for it.
 */
function InvalidFormNotification() {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  const notifiedAt = useRef(submitCount);
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // A reset of the form starts the count again.
    if (submitCount <= notifiedAt.current) {
      notifiedAt.current = submitCount;
      return;
    }
    notifiedAt.current = submitCount;
    if (hasBrowserRefusal(errors)) {
      notify('ra.message.invalid_form', { type: 'error' });
      // A long form scrolls to the first field it refused, which may be far above the save button.
      marker.current?.closest('form')?.querySelector('[aria-invalid="true"], .Mui-error')?.scrollIntoView?.({ block: 'center' });
    }
  }, [submitCount, errors, notify]);
  return <span ref={marker} hidden />;
}

/**
 * When the record is read again (after a CONFLICT), what the user typed stays and the rest, the
 * version included, is the record's new state. One object: react-admin resets the form whenever
 * it receives a new one.
 */
const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

/** The approval field of a resource, if it has one. */
export const approvalFieldOf = (resource: Resource) => Object.entries(resource.fields).find(([, field]) => field.kind === 'approval')?.[0];

/**
 * A declared resource's form: one control per editable field in declaration order, the first
 * focused; Enter saves, Escape or Cancel leaves. Adding an unapproved record asks first (it will
 * not appear in the lists). Server refusals land on their fields through the save context.
 */
export function ResourceForm({ resource, mode, onCancel, dirtyRef, onDeleted, children, actions: Actions, inputs, sections }: ResourceFormProps) {
  const translate = useTranslate();
  const { save } = useSaveContext();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const approvalField = approvalFieldOf(resource);
  const locked = useLockedFields(resource);
  // The same object from render to render: a new one would make react-admin reset the form (and
  // drop the server's refusals on the fields) whenever the dialog renders again.
  const defaultValues = useMemo(() => (mode === 'create' ? defaultValuesOf(resource) : undefined), [mode, resource]);
  const submit = async (values: Record<string, unknown>) => {
    if (mode === 'create' && approvalField && values[approvalField] === false) {
      const addAnyway = await alerts.confirm({ type: 'warning', message: 'lowcode.form.unapprovedWarning' });
      if (!addAnyway) return undefined;
    }
    return save?.(normaliseValues(resource, values));
  };
  return (
    <Form
      onSubmit={submit}
      defaultValues={defaultValues}
      noValidate
      disableInvalidFormNotification
      resetOptions={KEEP_TYPED_VALUES}
    >
      <DirtyReporter dirtyRef={dirtyRef} />
      <InvalidFormNotification />
      <DialogContent dividers>
        {sections ? (
          <SectionedFields resource={resource} mode={mode} sections={sections} locked={locked} inputs={inputs} />
        ) : (
          <Stack spacing={1}>
            {editableFields(resource).map(([name, field], index) => (
              <FieldInput key={name} resource={resource} path={[name]} field={field} mode={mode} autoFocus={index === 0} disabled={locked.has(name)} input={inputs?.[name]} />
            ))}
          </Stack>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        {mode === 'edit' && onDeleted && (
          <Box sx={{ mr: 'auto' }}>
            <DeleteRecordButton resource={resource} onDeleted={onDeleted} />
          </Box>
        )}
        {mode === 'edit' && Actions && <Actions />}
        <Button onClick={onCancel}>{translate('lowcode.form.cancel')}</Button>
        <SaveButton label="lowcode.form.save" />
      </DialogActions>
    </Form>
  );
}

/** The editable fields in their groups, then any field no group names; the first field focused. */
function SectionedFields({
  resource,
  mode,
  sections,
  locked,
  inputs,
}: Pick<ResourceFormProps, 'resource' | 'mode' | 'inputs'> & { sections: readonly FormSection[]; locked: ReadonlySet<string> }) {
  const translate = useTranslate();
  const editable = new Map(editableFields(resource));
  const named = new Set(sections.flatMap((section) => section.items.filter((item): item is string => typeof item === 'string')));
  const rest = [...editable.keys()].filter((name) => !named.has(name));
  const first = [...sections.flatMap((section) => section.items.filter((item): item is string => typeof item === 'string' && editable.has(item))), ...rest][0];
  const input = (name: string, wide?: readonly string[]) => {
    const field = editable.get(name);
    if (!field) return null;
    return (
      <Box key={name} sx={takesWholeRow(field) || wide?.includes(name) ? { gridColumn: '1 / -1' } : undefined}>
        <FieldInput resource={resource} path={[name]} field={field} mode={mode} autoFocus={name === first} disabled={locked.has(name)} input={inputs?.[name]} />
      </Box>
    );
  };
  return (
    <Stack spacing={2}>
      {sections.map((section) => (
        <Box key={section.title} component="section" aria-label={translate(section.title)}>
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
            {translate(section.title)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${section.columns ?? 1}, minmax(0, 1fr))` }, columnGap: 2, rowGap: 1, alignItems: 'start' }}>
            {section.items.map((item) => (typeof item === 'string' ? input(item, section.wide) : <Box key={item.key}>{item.node}</Box>))}
          </Box>
        </Box>
      ))}
      {rest.length > 0 && <Stack spacing={1}>{rest.map((name) => input(name))}</Stack>}
    </Stack>
  );
}
