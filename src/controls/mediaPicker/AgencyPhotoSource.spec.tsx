import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import { agencyPhotoApi } from '../../test/msw/agencyPhotoHandlers.ts';
import { addHandlers } from '../../test/msw/mockApi.ts';
import { agencyPhotoSamples } from '../../test/msw/samples/agencyPhotoSamples.ts';
import { AGENCY_PHOTO_FILTER_TYPES } from './agencyPhotoConstants.ts';
import * as stories from './AgencyPhotoSource.stories';

setProjectAnnotations(preview);
const { Cards } = composeStories(stories);

beforeAll(() => Cards.load());
afterEach(() => {
  vi.useRealTimers();
});

/** 45 agency items (pages of 20, 20 and 5) and 6 archive items, every request recorded. */
function recordedApi() {
  const api = agencyPhotoApi();
  addHandlers(...api.handlers);
  return api.requests;
}

describe('AgencyPhotoSource', () => {
  it('sends the search once, 500 ms after typing stops', async () => {
    const requests = recordedApi();
    render(<Cards />);
    await screen.findByRole('list', { name: 'Photos' });
    expect(requests).toEqual([{ tab: 'agency', variables: { filter: { contentTypes: AGENCY_PHOTO_FILTER_TYPES }, limit: 20 } }]);

    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search in titles' });
    for (const typed of ['erz', 'erzu', 'erzurum']) {
      fireEvent.change(search, { target: { value: typed } });
      await act(async () => vi.advanceTimersByTime(300));
    }
    await act(async () => vi.advanceTimersByTime(199));
    expect(requests).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    await act(async () => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ tab: 'agency', variables: { filter: { contentTypes: AGENCY_PHOTO_FILTER_TYPES, search: 'erzurum' }, limit: 20 } });

    // 'Kar altında Erzurum' is every eighth item (6, 14, 22, 30, 38); 6 and 30 have a second image.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button')).toHaveLength(7));
  });

  it('asks for the next page after the last cursor and stops after a short page', async () => {
    const requests = recordedApi();
    render(<Cards />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    const newest = agencyPhotoSamples(1)[0]!.createdDate;
    expect(requests[1]?.variables).toEqual(expect.objectContaining({ limit: 20, after: 'agency:20', firstCreatedDate: newest }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Show more' })).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
    expect(requests).toHaveLength(3);
    expect(requests[2]?.variables).toEqual(expect.objectContaining({ after: 'agency:40', firstCreatedDate: newest }));
    // 45 items, a second image on every third (15), the 6 images that could not be fetched left out.
    expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button')).toHaveLength(60);
    // Three pages of cards rendered by jsdom: slower than one frame of a spec.
  }, 20_000);

  it('hands back the image info of the card picked with Enter', async () => {
    recordedApi();
    const onPick = fn();
    render(<Cards onPick={onPick} />);
    const card = await screen.findByRole('button', { name: /Derbi maçından kareler 3: ikinci kare/ });
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledExactlyOnceWith({
      path: 'agency/agency/3-2.jpg',
      width: 1920,
      height: 1280,
      text: 'Derbi maçından kareler 3: ikinci kare',
      source: 'AFP',
      reporter: 'Ayşe Yılmaz',
    });
  });

  it('asks the archive on the archive tab', async () => {
    const requests = recordedApi();
    render(<Cards />);
    await screen.findByRole('list', { name: 'Photos' });
    await userEvent.click(screen.getByRole('tab', { name: 'Archive' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ tab: 'archive', variables: { filter: { contentTypes: AGENCY_PHOTO_FILTER_TYPES }, limit: 20 } }));
    await screen.findByRole('button', { name: /Meclis genel kurulu 2: fotoğraf/ });
  });
});
