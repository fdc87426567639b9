import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import preview from '../../../../.storybook/preview';
import { contentDraftOfItemApi } from '../../../test/msw/contentDraftHandlers.ts';
import { addHandlers } from '../../../test/msw/mockApi.ts';
import * as stories from './DraftResume.stories';
import { DRAFT, ITEM } from '../../../test/draftFixtures.ts';
import { getSelectedSiteId } from '../../../providers/siteSelection.ts';
import { typeValues } from '../../../../resources/contentTypes.ts';
import { localDraftKey, localDrafts } from './localDraftStore.ts';

setProjectAnnotations(preview);
const { AnItemWithADraft } = composeStories(stories);

beforeAll(() => AnItemWithADraft.load());

// The open question hides the page from the accessibility tree, hence `hidden`.
const title = () => screen.getByRole('textbox', { name: /Title/, hidden: true }) as HTMLInputElement;

describe('the draft-resume prompt', () => {
  it("asks to continue with the draft's time and the fields that differ, puts the draft in the form and builds on it", async () => {
    const api = contentDraftOfItemApi(DRAFT);
    addHandlers(...api.handlers);
    const { unmount } = render(<AnItemWithADraft />);
    const prompt = await screen.findByRole('dialog');
    within(prompt).getByText('Continue on the draft?');
    expect(prompt.textContent).toMatch(/saved 20\.11\.2026 \d\d:30\. It differs from the item in: Title\./);
    expect(title().value).toBe(ITEM.title);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue on the draft' }));
    await waitFor(() => expect(title().value).toBe(DRAFT.values.title));
    fireEvent.change(screen.getByRole('textbox', { name: /Spot/ }), { target: { value: 'Borsa günü rekorla kapattı' } });
    // Closing the editor sends what is pending: the change over the draft's version, nothing else.
    unmount();
    await waitFor(() => expect(api.saved).toEqual([{ id: DRAFT.id, version: DRAFT.version, values: { spot: 'Borsa günü rekorla kapattı' }, splices: [] }]));
  });

  it('deletes the draft on discard and keeps the item as it is', async () => {
    const api = contentDraftOfItemApi(DRAFT);
    addHandlers(...api.handlers);
    render(<AnItemWithADraft />);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard the draft' }));
    await waitFor(() => expect(api.deleted).toEqual([DRAFT.id]), { timeout: 5_000 });
    expect(title().value).toBe(ITEM.title);
    expect(api.saved).toEqual([]);
  });

  it('makes no draft of what a field writes after a save until the user acts again', async () => {
    const api = contentDraftOfItemApi(DRAFT);
    addHandlers(...api.handlers);
    const { unmount } = render(<AnItemWithADraft />);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard the draft' }));
    await waitFor(() => expect(api.deleted).toEqual([DRAFT.id]), { timeout: 5_000 });
    // The user has clicked (save) before: the save is told to the draft, then the form takes a normalised value.
    fireEvent.pointerDown(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Spot/ }) as HTMLInputElement).value).toBe('Karar beklendiği gibi.'));
    // Closing the editor keeps on the device and sends what is pending: nothing. A keep begun by the
    // close would be a write to the device's store, which IndexedDB finishes before this later read.
    unmount();
    const [news] = typeValues('news');
    expect(await localDrafts.read(localDraftKey({ siteId: getSelectedSiteId(), userId: '1', contentId: ITEM.id, type: news! }))).toBeUndefined();
    expect(api.saved).toEqual([]);
  });
});
