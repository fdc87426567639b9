import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import preview from '../../../../.storybook/preview';
import { contentDraftApi } from '../../../test/msw/contentDraftHandlers.ts';
import { addHandlers } from '../../../test/msw/mockApi.ts';
import * as stories from './DraftList.stories';

setProjectAnnotations(preview);
const { Drafts, Empty } = composeStories(stories);

beforeAll(() => Drafts.load());

const table = () => screen.findByRole('table', { name: 'Drafts' });

describe('DraftList', () => {
  it("shows the spec's columns and opens an item's draft on the item, a new item's on its own id", async () => {
    const api = contentDraftApi();
    addHandlers(...api.handlers);
    render(<Drafts />);
    await within(await table()).findByText('Merkez Bankası faizi sabit tuttu');
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'Draft date', 'Title and spot', 'Content type', 'Category', 'Editor', 'Other']);
    await within(rows[1]).findByText('Deniz Editör');
    expect(within(rows[1]).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^20\.11\.2026 \d\d:30$/),
      'Merkez Bankası faizi sabit tuttuTaslakta yeni spot',
      'News',
      'Gündem',
      'Deniz Editör',
      'Item saved since',
    ]);
    expect(within(rows[2]).getAllByRole('cell').slice(3).map((cell) => cell.textContent)).toEqual(['Video', '—', '—', 'New item']);
    expect(within(rows[1]).getByRole('link').getAttribute('href')).toBe('/content/news/1000');
    expect(within(rows[2]).getByRole('link').getAttribute('href')).toBe('/content/video?draft=22');
    expect(screen.getByRole('tab', { name: 'Drafts', selected: true })).toBeTruthy();
    expect(api.requests).toEqual([{ filter: {}, page: 1, limit: 50 }]);
  });

  it('says when there are no drafts', async () => {
    addHandlers(...contentDraftApi([]).handlers);
    render(<Empty />);
    expect(await screen.findByText('You have no drafts.')).toBeTruthy();
  });
});
