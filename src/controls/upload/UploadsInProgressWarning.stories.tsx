import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { createUploadRegistry, type UploadActivity } from './uploadRegistry.ts';
import { UploadsInProgressWarning } from './UploadsInProgressWarning.tsx';

/** The warning over a registry holding `activities`, as upload controls would report them. */
function WarningWith({ activities }: { activities: UploadActivity[] }) {
  const [registry] = useState(() => {
    const created = createUploadRegistry();
    activities.forEach((activity) => created.report(activity));
    return created;
  });
  return <UploadsInProgressWarning registry={registry} />;
}

const meta = {
  title: 'Controls/Upload/UploadsInProgressWarning',
  component: WarningWith,
} satisfies Meta<typeof WarningWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoFieldsUploading: Story = {
  args: {
    activities: [
      { field: 'coverImage', label: 'Kapak resmi', count: 1 },
      { field: 'gallery', label: 'Galeri', count: 3 },
    ],
  },
  play: async ({ canvasElement }) => {
    const warning = within(canvasElement).getByRole('status');
    await expect(warning).toHaveTextContent('Dosya yükleme devam ediyor');
    await expect(within(warning).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NothingUploading: Story = {
  args: { activities: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
