import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hadiths } from '../../../resources/hadith.ts';
import { FieldInput } from '../../lowcode/inputs/FieldInput.tsx';
import { seoContentApi, type SeoContentApi } from '../../test/msw/seoContentHandlers.ts';
import { SEO_CONTENT_INPUTS } from './seoContentInputs.tsx';

/** The two subject fields' values as the form would send them. */
function FormValue() {
  const [mainSubjectId, subjectId] = useWatch({ name: ['mainSubjectId', 'subjectId'] }) as unknown[];
  return <output aria-label="form value">{JSON.stringify({ mainSubjectId, subjectId })}</output>;
}

/** A hadith's main subject and subject as its editor shows them, over the subject titles' MSW handlers. */
function SubjectFields({ record }: { record: Record<string, unknown> }) {
  return (
    <Box sx={{ p: 2, maxWidth: 560 }}>
      <Form record={{ id: '21', ...record }} onSubmit={() => undefined}>
        {(['mainSubjectId', 'subjectId'] as const).map((name) => (
          <FieldInput key={name} resource={hadiths} path={[name]} field={hadiths.fields[name]} input={SEO_CONTENT_INPUTS[name]} />
        ))}
        <FormValue />
      </Form>
    </Box>
  );
}

const meta = {
  title: 'Workflows/SeoContents/SubjectTitleInput',
  component: SubjectFields,
  args: { record: {} },
  parameters: { msw: { api: () => seoContentApi() } },
} satisfies Meta<typeof SubjectFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const apiOf = (loaded: Record<string, unknown>) => (loaded as { api: SeoContentApi }).api;
const body = () => within(document.body);
const formValue = (canvasElement: HTMLElement) => JSON.parse(within(canvasElement).getByRole('status', { name: 'form value' }).textContent ?? '{}') as Record<string, unknown>;

/** A new main subject and a new subject under it, typed and added from the inputs, each chosen at once. */
export const AddMainAndSubjectInline: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const api = apiOf(loaded);
    const main = page.getByRole('combobox', { name: /Ana konu/ });
    await userEvent.type(main, 'Sabır');
    await userEvent.click(await body().findByRole('option', { name: '“Sabır” ekle' }));
    await waitFor(() => expect(formValue(canvasElement).mainSubjectId).toBe('101'));
    await expect(api.adds).toEqual([{ kind: 1, name: 'Sabır', parentId: null }]);
    await expect(main).toHaveValue('Sabır');

    const subject = page.getByRole('combobox', { name: /^Konu/ });
    await userEvent.type(subject, 'Musibete sabır');
    await userEvent.click(await body().findByRole('option', { name: '“Musibete sabır” ekle' }));
    await waitFor(() => expect(formValue(canvasElement)).toEqual({ mainSubjectId: '101', subjectId: '102' }));
    await expect(api.adds[1]).toEqual({ kind: 1, name: 'Musibete sabır', parentId: '101' });
    await expect(subject).toHaveValue('Musibete sabır');
  },
};

/** A name the kind has already (under another main subject) is refused with the spec's message at the input; the typed name stays. */
export const AddRefused: Story = {
  globals: { locale: 'en' },
  args: { record: { mainSubjectId: '2' } },
  // react-admin's data provider logs each refused call in development.
  parameters: { expectedErrors: ['GraphQLResponseError: Subject title add error, perhaps already exists.'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.getByRole('combobox', { name: /Main subject/ })).toHaveValue('Ahlak'));
    const subject = page.getByRole('combobox', { name: /^Subject/ });
    await userEvent.type(subject, 'namaz');
    await userEvent.click(await body().findByRole('option', { name: 'Add “namaz”' }));
    await expect(await page.findByText('Subject title add error, perhaps already exists.')).toBeInTheDocument();
    await expect(subject).toHaveValue('namaz');
    await expect(formValue(canvasElement)).toEqual({ mainSubjectId: '2' });
  },
};

/** The subject offers only the main subject's subs; choosing another main subject clears a subject not under it. */
export const ChangingTheMainClearsTheSubject: Story = {
  args: { record: { mainSubjectId: '1', subjectId: '3' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const subject = page.getByRole('combobox', { name: /^Konu/ });
    await waitFor(() => expect(subject).toHaveValue('Namaz'));
    const main = page.getByRole('combobox', { name: /Ana konu/ });
    await userEvent.click(main);
    await userEvent.click(await body().findByRole('option', { name: 'Ahlak' }));
    await waitFor(() => expect(subject).toHaveValue(''));
    await waitFor(() => expect(formValue(canvasElement).subjectId).toBeNull());
  },
};
