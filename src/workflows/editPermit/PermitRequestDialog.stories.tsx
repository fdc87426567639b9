import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADA, ELIF, permitSample, permitState, signedInAsAda } from '../../test/editPermitFixtures.ts';
import { PermitRequestDialog } from './PermitRequestDialog.tsx';

const requested = () => {
  const at = Date.now() - 5_000;
  return { user: ELIF, requestedAt: new Date(at).toISOString(), autoAcceptAt: new Date(at + 30_000).toISOString() };
};

const meta = {
  title: 'Workflows/EditPermit/PermitRequestDialog',
  component: PermitRequestDialog,
  globals: { locale: 'en' },
  parameters: { shell: { authProvider: signedInAsAda } },
  args: { permit: permitState(permitSample({ holder: ADA, viewers: [ADA, ELIF], request: requested() })) },
} satisfies Meta<typeof PermitRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ada holds the permit and Elif asks: the countdown to the automatic hand-over, Accept and Decline. */
export const ElifAsks: Story = {};

export const ElifAsksInTurkish: Story = { globals: { locale: 'tr' } };
