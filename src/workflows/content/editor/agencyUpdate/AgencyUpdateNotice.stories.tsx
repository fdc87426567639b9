import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Form, RecordContextProvider, SaveButton, TextInput } from 'react-admin';
import { AgencyUpdateNotice, type AgencyUpdate } from './AgencyUpdateNotice.tsx';

/** A story made from a wire at version 1; the agency has sent version 2. */
const WIRE_UPDATE: AgencyUpdate = {
  version: 2,
  sourceVersion: 1,
  previous: { title: 'Barajlarda su seviyesi yükseldi', spot: 'Yağışlar sürüyor', text: '<p>Barajlarda doluluk yüzde 40 oldu.</p>' },
  current: { title: 'Barajlarda su seviyesi yüzde 45', spot: 'Yağışlar sürüyor', text: '<p>Barajlarda doluluk yüzde 45 oldu.</p>' },
};

const STORY = { id: '7', version: 3, title: 'Barajlarda seviye yükseldi', spot: 'Yağışlar sürüyor', text: '<p>Barajlarda doluluk yüzde 40 oldu.</p>' };

/** The notice over an editor form (title, spot, text); Save hands the form's values to `onSubmit`. */
function EditorWithNotice({ agencyUpdate, onSubmit }: { agencyUpdate: AgencyUpdate | null; onSubmit: (values: Record<string, unknown>) => void }) {
  const record = { ...STORY, agencyUpdate };
  return (
    <RecordContextProvider value={record}>
      <Form record={record} onSubmit={onSubmit}>
        <AgencyUpdateNotice />
        <TextInput source="title" />
        <TextInput source="spot" />
        <TextInput source="text" multiline />
        <SaveButton alwaysEnable />
      </Form>
    </RecordContextProvider>
  );
}

const meta = {
  title: 'Workflows/Content/AgencyUpdateNotice',
  component: EditorWithNotice,
  globals: { locale: 'en' },
  args: { agencyUpdate: WIRE_UPDATE, onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EditorWithNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WireUpdated: Story = {};

/** The earlier wire text was not kept (the item was used before versions were kept). */
export const PreviousNotKept: Story = { args: { agencyUpdate: { ...WIRE_UPDATE, previous: null } } };

/** The content follows the wire's newest version: no notice. */
export const UpToDate: Story = { args: { agencyUpdate: null } };
