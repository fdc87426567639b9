import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { categories } from '../../../resources/category.ts';
import { renderResourceScreen } from '../../lowcode/testing/renderResourceScreen.tsx';
import { categoryScreens } from './categoryScreens.ts';

vi.setConfig({ testTimeout: 30_000 });

const row = { id: '1', version: 1, name: 'Gündem', displayName: 'Gündem', linkName: 'gundem', parentId: null, hierarchy: 1, contentTypes: [0], color: null, order: 1, iconUrl: null, options: { isSportsEnabled: false }, isApproved: true };
const answers = {
  GetCategories: { data: { categories: [row] } },
  GetCategory: { data: { category: row } },
  GetCategoryOptions: { data: { categoryOptions: [{ id: row.id, name: row.name, isApproved: true }] } },
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const valueOf = (dialog: ReturnType<typeof within>, label: RegExp) => (dialog.getByLabelText(label) as HTMLInputElement).value;

describe('the category form (the categories’ own form over the generated one)', () => {
  it('proposes the link name as a slug and the display name from the name until the editor writes them', async () => {
    renderResourceScreen(answers, { resource: categories, overrides: categoryScreens });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Ekle' }))[0]);
    const dialog = within(await screen.findByRole('dialog'));
    const name = dialog.getByLabelText(/^Ad/);

    type(name, 'Spor');
    type(name, 'Spor Haberleri!');
    expect(valueOf(dialog, /^Bağlantı adı/)).toBe('spor-haberleri');
    expect(valueOf(dialog, /^Görünen ad/)).toBe('Spor Haberleri!');
    type(name, 'Çığ Şöleni Ödül İzmir Ülkü');
    expect(valueOf(dialog, /^Bağlantı adı/)).toBe('cig-soleni-odul-izmir-ulku');

    type(dialog.getByLabelText(/^Bağlantı adı/), 'ozel');
    type(dialog.getByLabelText(/^Görünen ad/), 'Kendi adım');
    type(name, 'Başka');
    expect(valueOf(dialog, /^Bağlantı adı/)).toBe('ozel');
    expect(valueOf(dialog, /^Görünen ad/)).toBe('Kendi adım');
  });

  it('leaves a stored link name alone when the name of an existing category changes', async () => {
    renderResourceScreen(answers, { resource: categories, overrides: categoryScreens });
    fireEvent.click((await screen.findAllByText('Gündem'))[0]);
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(valueOf(dialog, /^Ad/)).toBe('Gündem'));
    type(dialog.getByLabelText(/^Ad/), 'Gündem Haberleri');
    expect(valueOf(dialog, /^Bağlantı adı/)).toBe('gundem');
  });

  it('checks the link name in the browser with the shared rule', async () => {
    const { stub } = renderResourceScreen(answers, { resource: categories, overrides: categoryScreens });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Ekle' }))[0]);
    const dialog = within(await screen.findByRole('dialog'));
    type(dialog.getByLabelText(/^Ad/), 'Spor');
    type(dialog.getByLabelText(/^Bağlantı adı/), 'Spor Haberleri!');
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    expect(await dialog.findByText('Bağlantı adı yalnızca küçük harf (a–z), rakam ve tire içerebilir.')).toBeTruthy();
    expect(stub.requests.some((request) => request.operationName === 'SaveCategory')).toBe(false);
  });
});
