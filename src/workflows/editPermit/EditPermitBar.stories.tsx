import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertHost } from '../../alerts/AlertHost.tsx';
import { ADA, CEM, ELIF, permitSample, permitState, signedInAsAda } from '../../test/editPermitFixtures.ts';
import { editPermitApi } from '../../test/msw/editPermitHandlers.ts';
import { EditPermitBar, type EditPermitBarProps } from './EditPermitBar.tsx';
import { useEditPermit } from './useEditPermit.ts';

/** A countdown that started five seconds ago. */
const requestedNow = () => {
  const at = Date.now() - 5_000;
  return { requestedAt: new Date(at).toISOString(), autoAcceptAt: new Date(at + 30_000).toISOString() };
};

function Bar(props: EditPermitBarProps) {
  return (
    <>
      <EditPermitBar {...props} />
      <AlertHost />
    </>
  );
}

const meta = {
  title: 'Workflows/EditPermit/EditPermitBar',
  component: Bar,
  globals: { locale: 'en' },
  parameters: { shell: { authProvider: signedInAsAda } },
  args: { permit: permitState(permitSample()), canTakeOver: false, draftsPath: '/content/list-draft/news' },
} satisfies Meta<typeof Bar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ada holds the permit; Elif and Cem have the page open and can be removed from it. */
export const Holding: Story = {
  args: { permit: permitState(permitSample({ holder: ADA, viewers: [ADA, ELIF, CEM] })) },
};

/** Elif holds it: Ada's editor is read-only, with Request permit and, with the permission, Take over. */
export const Reading: Story = {
  args: { canTakeOver: true },
};

/** Ada asked: she waits, the countdown runs. */
export const Waiting: Story = {
  args: { permit: permitState(permitSample({ request: { user: ADA, ...requestedNow() } })) },
};

/** Cem asked first: Ada cannot ask as well. */
export const RequestedByAnother: Story = {
  args: { permit: permitState(permitSample({ request: { user: CEM, ...requestedNow() } })) },
};

/** The permit left Ada's tab: who has it now and where her text went. */
export const HandedOver: Story = {
  args: { permit: permitState(permitSample(), { notice: { kind: 'handedOver', name: ELIF.name } }) },
};

/** Ada asked, and the request failed. */
export const RequestFailed: Story = {
  args: { permit: permitState(permitSample(), { notice: { kind: 'failed' } }) },
};

/** Nobody holds it (the holder left). */
export const Free: Story = {
  args: { permit: permitState(permitSample({ holder: null, viewers: [ADA], last: { kind: 'released', byUserId: ELIF.userId, toUserId: null, toSession: null, at: ELIF.since } })) },
};

/** The bar with its hook, over the API in memory: Elif holds the item Ada opens. */
function LiveBar({ session }: { session: string }) {
  const permit = useEditPermit('contents', '1000', { session });
  return <Bar permit={permit} canTakeOver={false} draftsPath="/content/list-draft" />;
}

export const OpenedWhileAnotherEdits: StoryObj<typeof LiveBar> = {
  render: () => <LiveBar session={ADA.session} />,
  parameters: { msw: { api: () => editPermitApi(permitSample({ viewers: [ELIF] }), { userId: ADA.userId, name: ADA.name }) } },
};

export const OpenedFree: StoryObj<typeof LiveBar> = {
  render: () => <LiveBar session={ADA.session} />,
  parameters: { msw: { api: () => editPermitApi(permitSample({ holder: null, viewers: [] }), { userId: ADA.userId, name: ADA.name }) } },
};
