import { Stack } from '@mui/material';
import type { SeoField } from '../../../resources/seoLength.ts';
import { SeoLengthFeedback } from '../../controls/seoLength/SeoLengthFeedback.tsx';
import { ContentDirectionProvider } from '../../controls/textDirection/contentDirection.tsx';
import { inputFor, type AnyKindInput } from '../../lowcode/inputs/FieldInput.tsx';
import type { KindInputProps } from '../../lowcode/inputs/kindInputProps.ts';
import { SubjectTitleInput } from './SubjectTitleInput.tsx';

/** The SEO title or description with its ok/short/long length feedback under it (resources/seoLength.ts). */
function SeoTextInput(props: KindInputProps) {
  const Input = inputFor(props.field.kind);
  return (
    <Stack spacing={0.5}>
      <Input {...props} />
      <SeoLengthFeedback field={props.path.at(-1) as SeoField} name={props.source} />
    </Stack>
  );
}

const ARABIC = { lang: 'ar', dir: 'rtl' } as const;

/** A dua's Arabic words, written and shown right to left whatever the site's language. */
function ArabicTextInput(props: KindInputProps) {
  const Input = inputFor(props.field.kind);
  return (
    <ContentDirectionProvider value={ARABIC}>
      <Input {...props} />
    </ContentDirectionProvider>
  );
}

/** The SEO contents' own controls, by field name, in place of the generated ones (the rest stay generated). */
export const SEO_CONTENT_INPUTS: Readonly<Record<string, AnyKindInput>> = {
  mainSubjectId: SubjectTitleInput as AnyKindInput,
  subjectId: SubjectTitleInput as AnyKindInput,
  seoTitle: SeoTextInput,
  seoSpot: SeoTextInput,
  arabicText: ArabicTextInput,
};
