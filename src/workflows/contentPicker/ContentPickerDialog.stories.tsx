import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pickerApi, pickerSamples } from '../../test/msw/pickerHandlers';
import { recipeSample } from '../../test/pickerFixtures';
import { ContentPickerDialog } from './ContentPickerDialog';
import { contentsList, openTab, recipesShown, selectedList, tabLoaded } from './stories/pickerScreen';

const meta = {
  title: 'Picker/ContentPickerDialog',
  component: ContentPickerDialog,
  args: { open: true, target: 'headline', pageSize: 3, onClose: fn(), onConfirm: fn() },
  parameters: { msw: { api: () => pickerApi() } },
} satisfies Meta<typeof ContentPickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContentsTab: Story = {
  play: async () => {
    await tabLoaded(/^Derbi öncesi son antrenman \(1\)/);
    await expect(screen.getByRole('tab', { name: 'İçeriklerimiz', selected: true })).toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: 'Yazar' })).toBeInTheDocument();
    await expect(screen.queryByRole('checkbox', { name: 'Şefin seçimi' })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Daha Fazla Göster' })).toBeInTheDocument();
  },
};

export const RecipesTab: Story = {
  play: async () => {
    await tabLoaded(/^Derbi öncesi/);
    await recipesShown();
    await expect(screen.getByRole('checkbox', { name: 'Şefin seçimi' })).not.toBeChecked();
    await expect((await contentsList()).getAllByRole('checkbox', { checked: false })).toHaveLength(3);
  },
};

/** The agency has no transformer: its tab warns with the catalogue's message and lists nothing. */
export const TabWithoutTransformer: Story = {
  play: async () => {
    await tabLoaded(/^Derbi öncesi/);
    await openTab('Ajans');
    const list = await contentsList();
    await expect(await list.findByText(/İçerik sağlayıcı, tanımlayıcı veya dönüştürücü bulunamadı/)).toBeInTheDocument();
    await expect(list.queryAllByRole('button')).toEqual([]);
    await expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  },
};

export const WithSelection: Story = {
  play: async () => {
    await recipesShown();
    await userEvent.click((await contentsList()).getByRole('checkbox', { name: /^Karnıyarık/ }));
    await expect((await selectedList()).getByRole('checkbox', { name: /^Karnıyarık/, checked: true })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Ekle' })).toBeEnabled();
  },
};

export const WithEditForm: Story = {
  play: async () => {
    await recipesShown();
    await userEvent.click((await contentsList()).getByRole('button', { name: 'Düzenle: Mercimek Çorbası' }));
    const form = within(await screen.findByRole('region', { name: 'İçeriği düzenle' }));
    await expect(form.getByRole('textbox', { name: 'Başlık' })).toHaveValue('Mercimek Çorbası');
    await expect(form.getByRole('textbox', { name: 'Spot' })).toHaveValue('Adım adım tarif');
  },
};

/** The item's page is a path on the site and the external link any URL (resources/picker/pickerEditFields.ts): a save waits until both hold. */
export const EditFormRefusesLinks: Story = {
  play: async () => {
    await recipesShown();
    await userEvent.click((await contentsList()).getByRole('button', { name: 'Düzenle: Mercimek Çorbası' }));
    const region = await screen.findByRole('region', { name: 'İçeriği düzenle' });
    const form = within(region);
    const url = form.getByRole('textbox', { name: 'URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'tarif/mercimek-corbasi');
    await userEvent.type(form.getByRole('textbox', { name: 'Dış bağlantı' }), 'www.ornek.com');
    await userEvent.click(form.getByRole('button', { name: 'Kaydet' }));
    await expect(form.getByText('Lütfen geçerli bir URL giriniz (örnek: /test/news-12345).')).toBeInTheDocument();
    await expect(form.getByText('Geçerli bir url girin (http, https veya / ile başlayan) ya da boş bırakın')).toBeInTheDocument();
    await expect(region).toBeInTheDocument();
    await userEvent.type(url, '{Home}/');
    await userEvent.clear(form.getByRole('textbox', { name: 'Dış bağlantı' }));
    await userEvent.click(form.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'İçeriği düzenle' })).not.toBeInTheDocument());
  },
};

/** A recipe without a vertical cover cannot become a newsletter item: its line says why. */
export const RefusedItem: Story = {
  args: { target: 'mailing' },
  parameters: {
    msw: { api: () => pickerApi({ ...pickerSamples(), recipes: [recipeSample(0), { ...recipeSample(1), coverImage: { vertical: null, horizontal: null } }] }) },
  },
  play: async () => {
    await recipesShown();
    await expect((await contentsList()).getByText('Tarifin dikey kapak görseli yok.')).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Daha Fazla Göster' })).not.toBeInTheDocument();
  },
};

/** Spec 02 §9: the picker stays Turkish in the English interface. */
export const EnglishInterface: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await tabLoaded(/^Derbi öncesi/);
    await expect(screen.getByRole('button', { name: 'Temizle' })).toBeInTheDocument();
  },
};

/** Spec 02 §8: a failed fetch ends the loading and shows no message. */
export const FailedFetch: Story = {
  parameters: {
    // react-admin logs the refused call in development; the dialog shows nothing of it.
    expectedErrors: ['GraphQLResponseError: Recipe service unavailable'],
    msw: { handlers: [graphql.query('GetPickerItems', () => HttpResponse.json({ data: null, errors: [{ message: 'Recipe service unavailable' }] }))] },
  },
  play: async () => {
    const list = await contentsList();
    await expect(await list.findByText('Veri yok')).toBeInTheDocument();
    await expect(list.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(screen.queryByText(/Recipe service unavailable/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kategoriler' })).not.toHaveAttribute('aria-disabled'));
  },
};
