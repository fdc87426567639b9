import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { en as handbookTexts } from './messages.ts';
import { handbookGuardApi } from '../../test/msw/handbookHandlers.ts';
import { addHandlers } from '../../test/msw/mockApi.ts';
import * as stories from './HandbookGate.stories';

setProjectAnnotations(preview);
const { NewVersionWhileEditing } = composeStories(stories);

afterEach(cleanup);

describe('HandbookGate', () => {
  it('opens the handbook again when a save is refused for it, and after acceptance the same typing saves', async () => {
    const api = handbookGuardApi();
    await NewVersionWhileEditing.load();
    addHandlers(...api.handlers);
    render(<NewVersionWhileEditing />);
    const title = (await screen.findByRole('textbox', { name: /Title/ })) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Sel uyarısı' } });
    // The gate read the handbook as accepted: nothing in front of the form.
    await waitFor(() => expect(api.readings()).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: /The Editor’s Handbook/ });
    expect(api.saved).toEqual([]);
    const texts = handbookTexts.handbook;
    for (const label of [texts.read, texts.understand, texts.willApply]) fireEvent.click(within(dialog).getByRole('checkbox', { name: label }));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.accept }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.accepted).toEqual(['3f9a0c1b2d4e']);

    expect(title.value).toBe('Sel uyarısı');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saved).toMatchObject([{ title: 'Sel uyarısı' }]));
  });
});
