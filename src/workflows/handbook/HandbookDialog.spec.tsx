import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from './HandbookDialog.stories';

setProjectAnnotations(preview);
const { Turkish, English } = composeStories(stories);

afterEach(cleanup);

describe('HandbookDialog', () => {
  it('goes on only once all three boxes are ticked, with the version it showed', async () => {
    const onAccept = fn();
    await Turkish.load();
    render(<Turkish onAccept={onAccept} />);
    const accept = await screen.findByRole('button', { name: 'Kabul et ve devam et' });
    screen.getByText('Devam etmek için üç kutuyu da işaretleyin.');
    // The version is a fingerprint of the text, kept for the server, never shown to a reader.
    expect(screen.queryByText(/3f9a0c1b2d4e/)).toBeNull();
    for (const label of ['Okudum', 'Anladım']) {
      await userEvent.click(screen.getByRole('checkbox', { name: label }));
      expect(accept).toHaveProperty('disabled', true);
    }
    await userEvent.click(screen.getByRole('checkbox', { name: 'Uygulayacağım' }));
    expect(accept).toHaveProperty('disabled', false);
    // Unticking one takes the permission back.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Anladım' }));
    expect(accept).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Anladım' }));
    await userEvent.click(accept);
    expect(onAccept).toHaveBeenCalledExactlyOnceWith('3f9a0c1b2d4e');
  });

  it('shows the whole text and leaves without accepting on cancel', async () => {
    const onAccept = fn();
    const onCancel = fn();
    await English.load();
    render(<English onAccept={onAccept} onCancel={onCancel} />);
    await screen.findByRole('heading', { name: '12. Compliance and consequences' });
    screen.getByText(/action under the Labour Law No. 4857/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I read' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onAccept).not.toHaveBeenCalled();
  });
});
