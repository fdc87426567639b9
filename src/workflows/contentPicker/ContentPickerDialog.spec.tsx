import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { addHandlers } from '../../test/msw/mockApi.ts';
import { pickerApi } from '../../test/msw/pickerHandlers.ts';
import * as stories from './ContentPickerDialog.stories';
import { contentsList, openTab, recipesShown, selectedList, tabLoaded } from './stories/pickerScreen.ts';

setProjectAnnotations(preview);
const { ContentsTab, RecipesTab } = composeStories(stories);

/** The story's dialog over a fresh API whose requests the test reads. */
async function renderPicker(props: Partial<Parameters<typeof RecipesTab>[0]> = {}) {
  await RecipesTab.load();
  const api = pickerApi();
  addHandlers(...api.handlers);
  const onClose = fn();
  const onConfirm = fn();
  render(<RecipesTab onClose={onClose} onConfirm={onConfirm} {...props} />);
  await tabLoaded(/^Derbi öncesi/);
  return { api, onClose, onConfirm };
}

const question = (title: string) => screen.findByRole('dialog', { name: title });
const answer = async (title: string, button: 'Evet' | 'Hayır') => userEvent.click(within(await question(title)).getByRole('button', { name: button }));
const pick = async (title: RegExp) => userEvent.click((await contentsList()).getByRole('checkbox', { name: title }));
const selectedTitles = async () => (await selectedList()).queryAllByRole('checkbox', { checked: true }).map((line) => line.textContent);

async function editTitle(of: string, title: string) {
  await userEvent.click((await contentsList()).getByRole('button', { name: `Düzenle: ${of}` }));
  const form = within(await screen.findByRole('region', { name: 'İçeriği düzenle' }));
  await userEvent.clear(form.getByRole('textbox', { name: 'Başlık' }));
  await userEvent.type(form.getByRole('textbox', { name: 'Başlık' }), title);
  await userEvent.click(form.getByRole('button', { name: 'Kaydet' }));
}

describe('ContentPickerDialog', () => {
  it('shows an empty frame, not a broken image, for a picture that does not load', async () => {
    await renderPicker();
    const line = (await contentsList()).getAllByRole('checkbox', { name: /^Derbi öncesi/ })[0]!;
    const image = line.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image!);
    await waitFor(() => expect(line.querySelector('img')).toBeNull());
    expect(within(line).getByTestId('picker-no-image')).toBeTruthy();
  });

  it('asks before a tab change drops the selection; no keeps the tab, yes starts the new tab over', async () => {
    const { api } = await renderPicker();
    await recipesShown();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Şefin seçimi' }));
    await pick(/^Mercimek Çorbası/);
    await openTab('İçeriklerimiz');
    await answer('Seçili İçerikler Bulundu', 'Hayır');
    expect(await screen.findByRole('tab', { name: 'Tarifler', selected: true })).toBeDefined();
    expect(await selectedTitles()).toEqual([expect.stringMatching(/^Mercimek Çorbası/)]);

    await openTab('İçeriklerimiz');
    await answer('Seçili İçerikler Bulundu', 'Evet');
    await tabLoaded(/^Derbi öncesi/);
    expect(await screen.findByRole('tab', { name: 'İçeriklerimiz', selected: true })).toBeDefined();
    expect(await selectedTitles()).toEqual([]);
    expect(api.requests.at(-1)).toEqual({ provider: 'contents', filter: {}, page: 1, limit: 3 });
  });

  it('asks again for an edited item, and declining the second question keeps everything', async () => {
    await renderPicker();
    await recipesShown();
    await editTitle('Karnıyarık', 'Fırında karnıyarık');
    expect(await selectedTitles()).toEqual([expect.stringMatching(/^Fırında karnıyarık/)]);
    await openTab('Ajans');
    await answer('Seçili İçerikler Bulundu', 'Evet');
    await answer('Düzenlenmiş İçerikler Bulundu', 'Hayır');
    expect(await screen.findByRole('tab', { name: 'Tarifler', selected: true })).toBeDefined();
    expect(await selectedTitles()).toEqual([expect.stringMatching(/^Fırında karnıyarık/)]);
    // The items list shows the edit too.
    expect((await contentsList()).getByRole('checkbox', { name: /^Fırında karnıyarık/, checked: true })).toBeDefined();
  });

  it('closes at once without changes', async () => {
    const { onClose } = await renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('with a selection asks (Changes Found): no keeps the dialog open, yes closes it', async () => {
    const { onClose } = await renderPicker();
    await pick(/^Derbi öncesi son antrenman \(2\)/);
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await answer('Değişiklikler Bulundu', 'Hayır');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Kapat' }));
    await answer('Değişiklikler Bulundu', 'Evet');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('hands over the selection in order, edits included, as headline items', async () => {
    const { onConfirm } = await renderPicker();
    await pick(/^Derbi öncesi son antrenman \(2\)/);
    await editTitle('Derbi öncesi son antrenman (1)', 'Derbiye saatler kala');
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith([
      expect.objectContaining({ provider: 'contents', providerItemId: '899', contentId: '899', item: expect.objectContaining({ title: 'Derbi öncesi son antrenman (2)' }) }),
      expect.objectContaining({ provider: 'contents', providerItemId: '900', contentId: '900', item: expect.objectContaining({ title: 'Derbiye saatler kala', url: '/video/derbi-oncesi-son-antrenman-1-900' }) }),
    ]);
  });

  it('cancel leaves both lists as they were', async () => {
    await renderPicker();
    await userEvent.click((await contentsList()).getByRole('button', { name: 'Düzenle: Derbi öncesi son antrenman (1)' }));
    const form = within(await screen.findByRole('region', { name: 'İçeriği düzenle' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Başlık' }), ' yok');
    await userEvent.click(form.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('region', { name: 'İçeriği düzenle' })).toBeNull();
    expect(await selectedTitles()).toEqual([]);
    expect((await contentsList()).queryAllByRole('checkbox', { name: /yok/ })).toEqual([]);
  });

  it('Show More asks for the next page until one comes back short; a filter or Clean goes back to page 1', async () => {
    const { api } = await renderPicker();
    await recipesShown();
    const showMore = () => screen.getByRole('button', { name: 'Daha Fazla Göster' });
    await userEvent.click(showMore());
    await waitFor(() => expect(api.requests.at(-1)).toMatchObject({ provider: 'recipes', page: 2 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Daha Fazla Göster' }));
    // Seven recipes by three: the third page has one, the last.
    await waitFor(async () => expect((await contentsList()).getAllByRole('checkbox', { checked: false })).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Daha Fazla Göster' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Ara' }), 'çorba{Enter}');
    await waitFor(() => expect(api.requests.at(-1)).toEqual({ provider: 'recipes', filter: { search: 'çorba' }, page: 1, limit: 3 }));
    await waitFor(async () => expect((await contentsList()).getAllByRole('checkbox', { checked: false })).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    await waitFor(() => expect(api.requests.at(-1)).toEqual({ provider: 'recipes', filter: {}, page: 1, limit: 3 }));
    expect(screen.getByRole('textbox', { name: 'Ara' })).toHaveProperty('value', '');
  });

  it('is the contents tab first, from the registry', async () => {
    await ContentsTab.load();
    render(<ContentsTab />);
    await tabLoaded(/^Derbi öncesi/);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['İçeriklerimiz', 'Ajans', 'Tarifler']);
  });
});
