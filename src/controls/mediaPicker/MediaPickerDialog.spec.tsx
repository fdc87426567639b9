import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { alertStore } from '../../alerts/alertStore.ts';
import * as stories from './MediaPickerDialog.stories';

setProjectAnnotations(preview);
const { UploadTab } = composeStories(stories);

beforeAll(() => UploadTab.load());
afterEach(() => {
  for (const dialog of alertStore.getState().dialogs) {
    if (dialog.kind === 'alert') dialog.close();
    else dialog.close(false);
  }
});

async function uploadOne(name: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
  await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['pixels'], name, { type: 'image/jpeg' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(screen.getByText('Uploaded')).toBeTruthy());
}

describe('MediaPickerDialog', () => {
  it("says 'Please select image to upload' in the app's alerts when nothing is chosen", async () => {
    const onSelect = fn();
    render(<UploadTab onSelect={onSelect} alert={undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Select' }));
    expect(alertStore.getState().dialogs).toEqual([
      expect.objectContaining({ kind: 'alert', type: 'warning', message: 'upload.messages.selectImage' }),
    ]);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('refuses an uploaded image larger than the slot with the image checker', async () => {
    const onSelect = fn();
    const alert = fn(async () => undefined);
    render(<UploadTab onSelect={onSelect} alert={alert} requiredSize={{ width: 100, height: 100 }} />);
    await uploadOne('large.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    // The story's storage measured it 1200 x 800.
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith({ type: 'warning', title: 'upload.messages.checkImageSize', message: '100 x 100' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('hands back an image that fits the slot', async () => {
    const onSelect = fn();
    render(<UploadTab onSelect={onSelect} requiredSize={{ width: 1200, height: 800 }} />);
    await uploadOne('fits.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ path: 'images/2026/11/fits.jpg', width: 1200, height: 800 })));
  });

  it('closes at once when nothing is uploading', async () => {
    const onClose = fn();
    render(<UploadTab onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
