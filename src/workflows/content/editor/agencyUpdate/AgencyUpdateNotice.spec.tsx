import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import preview from '../../../../../.storybook/preview';
import { en } from '../../messages.ts';
import * as stories from './AgencyUpdateNotice.stories';

setProjectAnnotations(preview);
const { WireUpdated, PreviousNotKept, UpToDate } = composeStories(stories);
const texts = en.contentEditor.agencyUpdate;
const title = () => screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;

describe('the agency update notice', () => {
  it('shows what changed in the wire word by word, and applies the new text as unsaved changes that the save sends with the version', async () => {
    const onSubmit = fn();
    render(<WireUpdated onSubmit={onSubmit} />);
    const notice = await screen.findByRole('region', { name: texts.title });
    expect([...notice.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['yükseldi', '40']);
    expect([...notice.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['yüzde 45', '45']);
    expect(within(notice).queryByRole('region', { name: /Spot/ })).toBeNull();

    fireEvent.click(within(notice).getByRole('button', { name: texts.apply }));
    await waitFor(() => expect(title().value).toBe('Barajlarda su seviyesi yüzde 45'));
    screen.getByText('The agency\'s version 2 is in the form: save to keep it.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: 'Barajlarda su seviyesi yüzde 45', text: '<p>Barajlarda doluluk yüzde 45 oldu.</p>', agencyVersion: 2 });
  });

  it('puts back what the form held on undo', async () => {
    render(<WireUpdated />);
    fireEvent.click(await screen.findByRole('button', { name: texts.apply }));
    await waitFor(() => expect(title().value).toBe('Barajlarda su seviyesi yüzde 45'));
    fireEvent.click(screen.getByRole('button', { name: texts.undo }));
    await waitFor(() => expect(title().value).toBe('Barajlarda seviye yükseldi'));
    screen.getByRole('region', { name: texts.title });
  });

  it('says when the earlier wire text was not kept, and shows nothing for a content that follows the newest version', async () => {
    const { unmount } = render(<PreviousNotKept />);
    await screen.findByText(texts.previousMissing);
    unmount();
    render(<UpToDate />);
    await screen.findByRole('textbox', { name: /Title/ });
    expect(screen.queryByRole('region', { name: texts.title })).toBeNull();
  });
});
