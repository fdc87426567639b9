import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** What the picker's stories and spec look for, by role and by its (Turkish) name. */
export const dialog = () => screen.findByRole('dialog', { name: 'İçerik seçici' });
export const contentsList = async () => within(await screen.findByRole('region', { name: 'İçerikler' }));
export const selectedList = async () => within(await screen.findByRole('region', { name: 'Seçili içerikler' }));

/** The tab's first page and its filter menus have arrived. */
export async function tabLoaded(firstTitle: RegExp) {
  const list = await contentsList();
  await list.findAllByRole('checkbox', { name: firstTitle });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kategoriler' })).not.toHaveAttribute('aria-disabled'));
}

export async function openTab(name: string) {
  await userEvent.click(within(await dialog()).getByRole('tab', { name }));
}

/** The first tab's requests answered, then the recipes tab's. */
export async function recipesShown() {
  await tabLoaded(/^Derbi öncesi/);
  await openTab('Tarifler');
  await tabLoaded(/^Mercimek Çorbası/);
}
