import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreateBase, Form, SaveButton, TextInput } from 'react-admin';
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

/** Accepted an earlier version; a new one came out while the form was open: the save is refused. */
export const NewVersionWhileEditing: Story = {};
