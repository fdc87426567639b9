import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CreateBase, Form, SaveButton, TextInput } from 'react-admin';
import { en as resourceTexts } from '../../../resources/messages/resources.ts';
import { handbookGuardApi } from '../../test/msw/handbookHandlers.ts';
import { HandbookGate, useHandbookRefusal } from './HandbookGate.tsx';

/** A content form behind the gate, its save errors going through the handbook's refusal as the editors' do. */
function GatedForm() {
  const handbookRefusal = useHandbookRefusal();
  return (
    <>
      <CreateBase resource="contents" redirect={false} mutationOptions={{ onError: handbookRefusal }} disableAuthentication>
        <Form>
          <TextInput source="title" />
          <SaveButton alwaysEnable />
        </Form>
      </CreateBase>
      <HandbookGate />
    </>
  );
}

const meta = {
  title: 'Content/HandbookGate',
  component: GatedForm,
  globals: { locale: 'en' },
  parameters: { msw: { api: () => handbookGuardApi() } },
} satisfies Meta<typeof GatedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Accepted an earlier version; a new one came out while the form was open: the save is refused and
 * the handbook opens. The story plays up to the dialog, so no request of it is still on its way when
 * it ends (the next story's handlers would answer it).
 */
export const NewVersionWhileEditing: Story = {
  parameters: { expectedErrors: [`HttpError: ${resourceTexts.saveErrors.handbookNotAccepted}`] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Title/ }, { timeout: 10_000 }), 'Seçim sonuçları');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
