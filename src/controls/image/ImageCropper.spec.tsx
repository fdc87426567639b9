import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import { alertStore } from '../../alerts/alertStore.ts';
import * as stories from './ImageCropper.stories';

setProjectAnnotations(preview);
const { FixedMode } = composeStories(stories);

beforeAll(() => FixedMode.load());

describe('ImageCropper', () => {
  it('closes at once when nothing was changed', async () => {
    const onClose = fn();
    const confirmDiscard = fn(async () => true);
    render(<FixedMode onClose={onClose} confirmDiscard={confirmDiscard} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(confirmDiscard).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks before throwing away a moved selection, and stays open when the answer is no', async () => {
    const onClose = fn();
    const confirmDiscard = fn(async () => false);
    render(<FixedMode onClose={onClose} confirmDiscard={confirmDiscard} />);
    fireEvent.keyDown(await screen.findByRole('group', { name: 'Selected area (arrow keys move it)' }), { key: 'ArrowRight' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirmDiscard).toHaveBeenCalledOnce());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("asks with 'Your changes will be lost. Are you sure?' by default", async () => {
    const onClose = fn();
    render(<FixedMode onClose={onClose} confirmDiscard={undefined} />);
    fireEvent.keyDown(await screen.findByRole('group', { name: 'Selected area (arrow keys move it)' }), { key: 'ArrowDown' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(alertStore.getState().dialogs).toHaveLength(1));
    const [question] = alertStore.getState().dialogs;
    expect(question).toMatchObject({ kind: 'confirm', type: 'warning', message: 'media.cropper.discardChanges' });
    if (question.kind === 'confirm') question.close(true);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('hands back only the selections when the caller keeps the rectangle, drawing and uploading nothing', async () => {
    const onSelect = fn();
    const transport = { render: fn(async () => new Blob(['x'])), upload: fn(async () => ({ relativePath: 'images/x.jpg' })) };
    render(<FixedMode onSelect={onSelect} onComplete={undefined} transport={transport} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save crops' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledOnce());
    expect(onSelect.mock.calls[0][0].map(({ rect }: { rect: object }) => rect)).toEqual([
      { x: 0, y: 125, width: 2400, height: 1350 },
      { x: 400, y: 0, width: 1600, height: 1600 },
    ]);
    expect(transport.render).not.toHaveBeenCalled();
    expect(transport.upload).not.toHaveBeenCalled();
  });

  it('reports a failed save and keeps the dialog open', async () => {
    const onComplete = fn();
    const transport = { render: fn(async () => new Blob(['x'])), upload: fn(async () => Promise.reject(new Error('Upload failed'))) };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<FixedMode onComplete={onComplete} transport={transport} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save crops' }));
    await waitFor(() => expect(alertStore.getState().dialogs.at(-1)).toMatchObject({ type: 'error', message: 'media.cropper.saveFailed' }));
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save crops' }).hasAttribute('disabled')).toBe(false);
    errors.mockRestore();
    const dialog = alertStore.getState().dialogs.at(-1);
    if (dialog?.kind === 'alert') dialog.close();
  });
});
