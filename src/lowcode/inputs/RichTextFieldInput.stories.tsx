import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, ResourceContextProvider } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contents } from '../../../resources/content.ts';
import { FieldInput } from './FieldInput.tsx';

/** A content's text as the generated and hand-written content forms place it: through FieldInput. */
function ContentTextField({ text }: { text?: string }) {
  return (
    <ResourceContextProvider value={contents.name}>
      <Form record={{ id: '1', type: 0, text }} onSubmit={() => undefined}>
        <FieldInput resource={contents} path={['text']} field={contents.fields.text} />
      </Form>
    </ResourceContextProvider>
  );
}

const meta = {
  title: 'Lowcode/Inputs/RichTextFieldInput',
  component: ContentTextField,
} satisfies Meta<typeof ContentTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContentText: Story = {
  args: { text: '<p>Haberin <strong>metni</strong></p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('toolbar', { name: 'Biçimlendirme' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox').querySelector('strong')?.textContent).toBe('metni');
  },
};

export const ImageFromMediaPicker: Story = {
  args: { text: '<p>Metin</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Görsel' }, { timeout: 5000 }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Bir görsel seçin' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Bir görsel seçin' })).toBeNull());
  },
};
