import { Box, Paper, Stack, Typography } from '@mui/material';
import { memo, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, useSaveContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { contents } from '../../../../resources/content.ts';
import type { ContentTypeDefinition } from '../../../../resources/contentTypes.ts';
import type { Field } from '../../../../resources/fields.ts';
import type { SeoField } from '../../../../resources/seoLength.ts';
import { alertStore } from '../../../alerts/alertStore.ts';
import { useUploadActivities } from '../../../controls/upload/UploadRegistryContext.tsx';
import { SeoLengthFeedback } from '../../../controls/seoLength/SeoLengthFeedback.tsx';
import { ContentDirectionProvider, useSiteContentDirection } from '../../../controls/textDirection/contentDirection.tsx';
import { FieldInput, type AnyKindInput } from '../../../lowcode/inputs/FieldInput.tsx';
import { useLowcodeEnvironment } from '../../../lowcode/LowcodeEnvironment.tsx';
import { defaultValuesOf, normaliseValues } from '../../../lowcode/screens/formValues.ts';
import { SocialSharesInput } from '../../socialMedia/index.ts';
import { DraftStatusChip } from '../drafts/DraftStatusChip.tsx';
import { useContentDraft, type ContentDraftOptions } from '../drafts/useContentDraft.ts';
import { AgencyUpdateNotice } from './agencyUpdate/AgencyUpdateNotice.tsx';
import { ContentPreview } from './ContentPreview.tsx';
import { PUBLISHED_STATUS } from './contentStatus.ts';
import { CoverImagesInput } from './CoverImagesInput.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { editorSections, SIDE_SECTIONS, WIDE_SECTIONS, type EditorSection } from './editorSections.ts';
import { TitlePrefixChip } from './FieldAdornments.tsx';
import { useFocusFirstError } from './useFocusFirstError.ts';
import { useSaveShortcut } from './useSaveShortcut.ts';

const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;
const SEO_FIELDS = new Set<string>(['seoTitle', 'seoSpot', 'seoKeyword']);
/** The editor's own controls of some fields. */
const INPUTS: Readonly<Record<string, AnyKindInput | undefined>> = { coverImages: CoverImagesInput as AnyKindInput, socialShares: SocialSharesInput as AnyKindInput };

function EditorField({ name, field, mode, autoFocus, disabled }: { name: string; field: Field; mode: 'create' | 'edit'; autoFocus?: boolean; disabled?: boolean }) {
  const input = <FieldInput resource={contents} path={[name]} field={field} mode={mode} autoFocus={autoFocus} disabled={disabled} input={INPUTS[name]} />;
  if (name === 'title' || SEO_FIELDS.has(name)) {
    return (
      <Stack spacing={0.5}>
        {input}
        {name === 'title' ? <TitlePrefixChip /> : <SeoLengthFeedback field={name as SeoField} />}
      </Stack>
    );
  }
  return input;
}

/**
 * A section of fields. Drawn again only when what it shows changes: the body around it redraws for
 * the draft's status, the save state and the uploads, and each field follows the form on its own, so
 * a 5 000-word item's every field is not drawn again while its editor types and autosaves.
 */
const Section = memo(function Section({ section, mode, readOnly }: { section: EditorSection; mode: 'create' | 'edit'; readOnly?: boolean }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Typography id={headingId} component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`contentEditor.sections.${section.key}`)}
      </Typography>
      <Stack spacing={1}>
        {section.fields.map(([name, field]) => (
          <EditorField key={name} name={name} field={field} mode={mode} autoFocus={mode === 'create' && name === 'title'} disabled={readOnly} />
        ))}
      </Stack>
    </Paper>
  );
});

interface EditorBodyProps {
  type: ContentTypeDefinition;
  id?: string;
  mode: 'create' | 'edit';
  formId: string;
  publishing: { current: boolean };
  draftSaved: ContentDraftOptions['savedRef'];
  draftId: ContentDraftOptions['draftIdRef'];
  /** Another user holds the edit permit: nothing can be typed or saved. */
  readOnly?: boolean;
  /** Set to what keeps the typed text as the user's draft now (the edit permit leaves this tab). */
  draftFlush?: ContentDraftOptions['flushRef'];
  /** The edit permit's bar, shown in the header. */
  permitBar?: ReactNode;
}

/**
 * Inside the form: the header, the sections in two columns, the shortcut, the preview (saying
 * whether unsaved changes are in it), the draft, and a refused save's first field in focus.
 */
function EditorBody({ type, id, mode, formId, publishing, draftSaved, draftId, readOnly = false, draftFlush, permitBar }: EditorBodyProps) {
  const { siteSettings } = useLowcodeEnvironment();
  const { getValues } = useFormContext();
  const { isSubmitting, isDirty } = useFormState();
  const uploads = useUploadActivities();
  const [preview, setPreview] = useState<{ values: Record<string, unknown>; unsaved: boolean }>();
  const sections = useMemo(() => editorSections(type.value, siteSettings), [type.value, siteSettings]);
  const draftStatus = useContentDraft({ type: type.value, contentId: id, savedRef: draftSaved, draftIdRef: draftId, flushRef: draftFlush, enabled: !readOnly });
  const submit = (publish: boolean) => {
    if (readOnly || uploads.length > 0 || isSubmitting) return;
    publishing.current = publish;
    (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
  };
  useSaveShortcut(() => submit(false));
  useFocusFirstError(formId);
  const column = (keys: readonly typeof WIDE_SECTIONS[number][]) =>
    keys.flatMap((key) => {
      const section = sections.get(key);
      return section ? [<Section key={key} section={section} mode={mode} readOnly={readOnly} />] : [];
    });
  return (
    <>
      <EditorHeader type={type} id={id} uploads={uploads} onSave={() => submit(false)} onPublish={() => submit(true)} onPreview={() => setPreview({ values: getValues(), unsaved: mode === 'create' || isDirty })} draftStatus={<DraftStatusChip status={draftStatus} />} readOnly={readOnly} permitBar={permitBar} />
      <AgencyUpdateNotice />
      {/* A disabled fieldset: no control in a read-only editor takes input, even one that has no disabled state of its own. */}
      <Box component="fieldset" disabled={readOnly} sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' }, alignItems: 'start', pb: 4 }}>
        <Stack spacing={1.5}>{column(WIDE_SECTIONS)}</Stack>
        <Stack spacing={1.5}>{column(SIDE_SECTIONS)}</Stack>
      </Box>
      {preview && <ContentPreview values={preview.values} unsaved={preview.unsaved} onClose={() => setPreview(undefined)} />}
    </>
  );
}

/**
 * One content type's editor form (inside EditBase or CreateBase on `contents`): Save keeps the
 * status, Publish saves it approved; adding an unapproved item asks first, as every generated form
 * does (spec 02 §4: it will not appear in the lists). Server refusals land on their fields;
 * leaving with unsaved changes asks first. Read-only while another user holds the edit permit.
 */
export function ContentEditorForm({ type, id, draftSaved, readOnly, draftFlush, permitBar }: Pick<EditorBodyProps, 'type' | 'id' | 'draftSaved' | 'readOnly' | 'draftFlush' | 'permitBar'>) {
  const { save } = useSaveContext();
  const environment = useLowcodeEnvironment();
  const alerts = environment.alerts ?? alertStore;
  const formId = useId();
  const publishing = useRef(false);
  const draftId: NonNullable<ContentDraftOptions['draftIdRef']> = useRef(undefined);
  const mode = id === undefined ? 'create' : 'edit';
  const defaultValues = useMemo(() => (mode === 'create' ? { ...defaultValuesOf(contents), type: type.value } : undefined), [mode, type.value]);
  const onSubmit = async (values: Record<string, unknown>) => {
    if (readOnly) return undefined;
    const publish = publishing.current;
    publishing.current = false;
    // Approved without a publish date, the server publishes it now (resources/contentHooks.ts).
    const next = publish ? { ...values, status: PUBLISHED_STATUS } : values;
    if (mode === 'create' && Number(next.status) !== PUBLISHED_STATUS) {
      const addAnyway = await alerts.confirm({ type: 'warning', message: 'lowcode.form.unapprovedWarning' });
      if (!addAnyway) return undefined;
    }
    // The draft the form was written on: the server copies its agency provenance and deletes it with the save.
    const fromDraftId = draftId.current?.();
    return save?.({ ...normaliseValues(contents, next), ...(fromDraftId ? { fromDraftId } : {}) });
  };
  const direction = useSiteContentDirection();
  return (
    <ContentDirectionProvider value={direction}>
      <Form id={formId} onSubmit={onSubmit} defaultValues={defaultValues} noValidate resetOptions={KEEP_TYPED_VALUES} warnWhenUnsavedChanges>
        <ResetPublishing publishing={publishing} />
        <EditorBody type={type} id={id} mode={mode} formId={formId} publishing={publishing} draftSaved={draftSaved} draftId={draftId} readOnly={readOnly} draftFlush={draftFlush} permitBar={permitBar} />
      </Form>
    </ContentDirectionProvider>
  );
}

/** A publish the browser's rules refused is not remembered for the next save. */
function ResetPublishing({ publishing }: { publishing: { current: boolean } }) {
  const { isSubmitting } = useFormState();
  useEffect(() => {
    if (!isSubmitting) publishing.current = false;
  }, [isSubmitting, publishing]);
  return null;
}
