import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@mui/material';
import { Form, RecordContextProvider, TextInput, type AuthProvider } from 'react-admin';
import { typeValues } from '../../../../resources/contentTypes.ts';
import { AlertHost } from '../../../alerts/AlertHost.tsx';
import { contentDraftOfItemApi } from '../../../test/msw/contentDraftHandlers.ts';
import { DRAFT, ITEM } from '../../../test/draftFixtures.ts';
import { DraftStatusChip } from './DraftStatusChip.tsx';
import { useContentDraft } from './useContentDraft.ts';

const [NEWS] = typeValues('news');

/** Signed in as user 1: the draft is theirs. */
const signedIn: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: '1', fullName: 'Ada Yönetici' }),
};

function DraftedForm() {
  const savedRef = useRef<() => Promise<void>>(undefined);
  const status = useContentDraft({ type: NEWS, contentId: ITEM.id, savedRef });
  const { setValue } = useFormContext();
  // As the editor after a save: the draft is told, then a field writes its normalised value into the form.
  const saved = async () => {
    await savedRef.current?.();
    setValue('spot', 'Karar beklendiği gibi.', { shouldDirty: true });
  };
  return (
    <>
      <DraftStatusChip status={status} />
      <TextInput source="title" />
      <TextInput source="spot" />
      <Button onClick={() => void saved()}>Saved</Button>
    </>
  );
}

/** An item's editor form with the draft hook: opened over an item that has the user's draft, it asks first. */
function DraftResume() {
  return (
    <RecordContextProvider value={ITEM}>
      <Form>
        <DraftedForm />
      </Form>
      <AlertHost />
    </RecordContextProvider>
  );
}

const meta = {
  title: 'Workflows/Content/DraftResume',
  component: DraftResume,
  globals: { locale: 'en' },
  parameters: { shell: { authProvider: signedIn }, msw: { api: () => contentDraftOfItemApi(DRAFT) } },
} satisfies Meta<typeof DraftResume>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnItemWithADraft: Story = {
  play: async ({ canvasElement }) => {
    // The question comes once the device and the server have answered (the dialog is in a portal).
    const dialog = within(canvasElement.ownerDocument.body);
    const resume = await dialog.findByRole('button', { name: 'Continue on the draft' });
    await expect(resume).toBeVisible();
    // Answered, the question goes: a dialog left open would hide the next story's page from assistive technology.
    await userEvent.click(resume);
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Continue on the draft' })).toBeNull());
  },
};
