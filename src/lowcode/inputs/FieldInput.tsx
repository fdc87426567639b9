import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';
import { useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldOwner } from '../../../resources/defineResource.ts';
import { fieldApplies, type Field, type FieldKind } from '../../../resources/fields.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import { labelKeyOf, rulesOf, rulesValidator } from '../validators.ts';
import { ApprovalInput } from './ApprovalInput.tsx';
import { BooleanInput } from './BooleanInput.tsx';
import { ColorInput } from './ColorInput.tsx';
import { DateInput } from './DateInput.tsx';
import { DateTimeInput } from './DateTimeInput.tsx';
import { EmailInput } from './EmailInput.tsx';
import { EnumInput } from './EnumInput.tsx';
import type { KindInputProps } from './kindInputProps.ts';
import { ListInput } from './ListInput.tsx';
import { NumberInput } from './NumberInput.tsx';
import { ObjectInput } from './ObjectInput.tsx';
import { PhoneInput } from './PhoneInput.tsx';
import { ReferenceInput } from './ReferenceInput.tsx';
import { SocialHandleInput } from './SocialHandleInput.tsx';
import { TagsInput } from './TagsInput.tsx';
import { TextInput } from './TextInput.tsx';
import { UrlInput } from './UrlInput.tsx';
import { siblingPath } from './siblingPath.ts';

export type AnyKindInput = ComponentType<KindInputProps<FieldKind>>;

// The upload and crop controls are a chunk of their own, loaded by forms that have an image.
const ImageInput = lazy(() => import('./ImageInput.tsx').then((module) => ({ default: module.ImageInput })));
// The rich text editor (tiptap) likewise, loaded by forms with a rich text field; a screen that
// surely shows one (the content editor) starts the load with its own.
export const loadRichTextInput = () => import('./RichTextFieldInput.tsx');
const RichTextFieldInput = lazy(() => loadRichTextInput().then((module) => ({ default: module.RichTextFieldInput })));
const UploadPathInput = lazy(() => import('./UploadPathInput.tsx').then((module) => ({ default: module.UploadPathInput })));

function TextKindInput(props: KindInputProps<'text'>) {
  if (props.field.upload) return <UploadPathInput {...props} />;
  return props.field.html === 'rich' ? <RichTextFieldInput {...props} /> : <TextInput {...props} />;
}

/** The control of each kind, looked up at render (object and list inputs render FieldInput again). */
export function inputFor(kind: FieldKind): AnyKindInput {
  const inputs: { [K in FieldKind]: ComponentType<KindInputProps<K>> } = {
    text: TextKindInput,
    number: NumberInput,
    boolean: BooleanInput,
    approval: ApprovalInput,
    enum: EnumInput,
    color: ColorInput,
    url: UrlInput,
    email: EmailInput,
    socialHandle: SocialHandleInput,
    phone: PhoneInput,
    date: DateInput,
    dateTime: DateTimeInput,
    reference: ReferenceInput,
    image: ImageInput,
    object: ObjectInput,
    list: ListInput,
    tags: TagsInput,
  };
  return inputs[kind] as AnyKindInput;
}

export interface FieldInputProps {
  /** The resource (or global) declaring the field. */
  resource: FieldOwner;
  /** The field's place in the declaration: ['name'], or ['slots', 'start'] inside a list. */
  path: readonly string[];
  field: Field;
  /** The form path relative to the source context; default the path joined with dots. */
  source?: string;
  mode?: 'create' | 'edit';
  autoFocus?: boolean;
  disabled?: boolean;
  /** A screen's own control for the field in place of its kind's (same label, rules and visibility). */
  input?: AnyKindInput;
}

/**
 * A declared field's control: the kind's input, labelled with the field's translated label and
 * validated by its compiled rules (the same rules the server checks before writing). A field whose
 * `when` does not hold for the form's values, or whose `siteSetting` is off on the working site,
 * is not rendered, so nothing checks it either.
 */
export function FieldInput({ resource, path, field, source = path.join('.'), mode = 'edit', autoFocus, disabled, input }: FieldInputProps) {
  const translate = useTranslate();
  const sourceContext = useSourceContext();
  const { now, siteSettings } = useLowcodeEnvironment();
  const label = labelKeyOf(resource, path, field);
  const formPath = sourceContext ? sourceContext.getSource(source) : source;
  const validate = useMemo(
    () => rulesValidator(rulesOf(resource, path, field), label, translate, { source: formPath, now }),
    [resource, path, field, label, translate, formPath, now],
  );
  const condition = field.when;
  const conditionValue: unknown = useWatch({ name: condition ? siblingPath(formPath, condition.field) : formPath, disabled: !condition });
  if (condition && !fieldApplies(field, { [condition.field]: conditionValue })) return null;
  if (field.siteSetting && !siteSettings?.[field.siteSetting]) return null;
  const Input = input ?? inputFor(field.kind);
  return (
    <Suspense fallback={<LinearProgress />}>
      <Input
        source={source}
        field={field}
        label={label}
        validate={validate}
        resource={resource}
        path={path}
        mode={mode}
        autoFocus={autoFocus}
        disabled={disabled}
      />
    </Suspense>
  );
}
