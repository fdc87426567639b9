import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleImageUrl, sampleThumbnailUrl } from '../../controls/image/stories/sampleImages.ts';
import { signedInAsAda } from '../../test/editPermitFixtures.ts';
import { headlineApi } from '../../test/msw/headlineHandlers.ts';
import { itemTag, sampleHeadlines } from '../../test/msw/samples/headlineSamples.ts';
import type { PermissionCheck } from '../../routes/routeTypes.ts';
import { HeadlineEditDialog, type HeadlineEditDialogProps } from './HeadlineEditDialog.tsx';

const [main] = sampleHeadlines();
const [first] = main.items;

const everything: PermissionCheck = () => true;
const withoutTags: PermissionCheck = (permission) => ![permission].flat().includes('headlineTag.view');

/** The board's write: the headline's version in, the answer taken as saved. */
const change: HeadlineEditDialogProps['change'] = async (headline, write) => {
  await write(headline.version);
  return true;
};

/** A headline item's long edit, over the sample headlines (cover crop 1280 x 720) and the sample media library (2400 x 1600 photos). */
const meta = {
  title: 'Workflows/Headlines/HeadlineEditDialog',
  component: HeadlineEditDialog,
  globals: { locale: 'en' },
  args: {
    headline: main,
    item: first,
    change: fn(change),
    onClose: fn(),
    imageUrl: (path: string) => sampleImageUrl(2400, 1600, path.split('/').pop() ?? path),
    previewUrl: sampleThumbnailUrl,
  },
  parameters: { shell: { authProvider: signedInAsAda }, msw: { api: () => headlineApi() } },
} satisfies Meta<typeof HeadlineEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The dialog, once Ada holds the headline's free permit (the form is read-only until then). */
async function editingDialog(name = 'Edit the headline item') {
  const dialog = within(await body().findByRole('dialog', { name }));
  await waitFor(() => expect(dialog.getByRole('textbox', { name: /^(Title|Başlık)$/ })).toBeEnabled());
  return dialog;
}

/** Choose the horizontal image in the library, crop it at the cover's ratio, save: `images` holds the path and the crop. */
export const ChooseAndCrop: Story = {
  play: async ({ args, loaded }) => {
    const { headlines } = loaded.api as ReturnType<typeof headlineApi>;
    const page = body();
    const dialog = await editingDialog();
    await expect(dialog.getByRole('button', { name: /^Crop/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Choose the horizontal image' }));
    await userEvent.click(await page.findByRole('button', { name: /Meclis genel kurulunda bütçe görüşmeleri \(1\)/ }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Choose an image' })).toBeNull());
    await expect(dialog.getByRole('textbox', { name: 'Horizontal image' })).toHaveValue('images/2026/11/photo-500.jpg');
    await expect(dialog.getByRole('img', { name: 'Preview: Horizontal image' })).toHaveAttribute('src', sampleThumbnailUrl('images/2026/11/photo-500.jpg'));

    await userEvent.click(dialog.getByRole('button', { name: 'Crop (1280 x 720)' }));
    await expect(await page.findByRole('tab', { name: 'Main headline (1280 x 720)' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Save crops' }));
    await expect(await dialog.findByText('Cropped: 2400 x 1350 px from 0, 125')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    const images = headlines[0].items[0].images as { horizontal: string; crop: { width: number; height: number } };
    await expect(images).toEqual({ vertical: '', horizontal: 'images/2026/11/photo-500.jpg', crop: { x: 0, y: 125, width: 2400, height: 1350 } });
    await expect(images.crop.width / images.crop.height).toBeCloseTo(1280 / 720, 2);
  },
};

/** Replacing the cropped image drops its crop; the other size keeps it. */
export const ReplacingTheCroppedImage: Story = {
  args: { item: { ...first, images: { vertical: 'images/dikey.jpg', horizontal: 'images/yatay.jpg', crop: { x: 0, y: 0, width: 1280, height: 720 } } } },
  play: async () => {
    const dialog = await editingDialog();
    await expect(dialog.getByText('Cropped: 1280 x 720 px from 0, 0')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Vertical image' }), '2');
    await expect(dialog.getByText('Cropped: 1280 x 720 px from 0, 0')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Horizontal image' }), '2');
    await expect(dialog.getByText('Not cropped: the whole image is used')).toBeInTheDocument();
  },
};

/** A headline type without a cover crop: the images are chosen, never cropped. */
export const WithoutCoverCrop: Story = {
  args: { headline: { ...main, headlineType: { ...main.headlineType, coverCropWidth: null, coverCropHeight: null } } },
  play: async () => {
    const dialog = await editingDialog();
    await expect(dialog.getByRole('button', { name: 'Choose the vertical image' })).toBeEnabled();
    await expect(dialog.queryByRole('button', { name: /^Crop/ })).toBeNull();
  },
};

/** A manual URL that is no http(s) link or path is refused as the server refuses it, before anything is sent. */
export const RefusedManualUrl: Story = {
  play: async ({ args }) => {
    const dialog = await editingDialog();
    const url = dialog.getByRole('textbox', { name: 'Manual URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'javascript:alert(1)');
    await expect(await dialog.findByText('Enter a valid url (starting with http, https or /) or leave empty')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(url);
    await userEvent.type(url, '/gundem/haber-1');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(args.change).not.toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async () => {
    const dialog = await editingDialog('Manşet içeriğini düzenle');
    await expect(dialog.getByRole('button', { name: 'Yatay görseli seç' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Kırp (1280 x 720)' })).toBeInTheDocument();
  },
};

/** The headline tag: the site's approved tags (not the unapproved one) and "No tag"; the chosen one is saved with the item. */
export const ChooseATag: Story = {
  args: { can: everything },
  play: async ({ args, loaded }) => {
    const { headlines, saves } = loaded.api as ReturnType<typeof headlineApi>;
    const dialog = await editingDialog();
    const select = dialog.getByRole('combobox', { name: 'Headline tag' });
    await expect(select).toHaveTextContent('No tag');
    await userEvent.click(select);
    const options = within(await body().findByRole('listbox'));
    await waitFor(() => expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(['No tag', 'Breaking news', 'Exclusive']));
    // MUI's Select clones the click for onChange, which jsdom cannot do with user-event's PointerEvent.
    fireEvent.click(options.getByRole('option', { name: 'Exclusive' }));
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(select).toHaveTextContent('Exclusive');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(saves[0]!.items![0]!.tagId).toBe('12');
    await expect(headlines[0]!.items[0]!.tag).toEqual({ id: '12', name: 'Exclusive', isApproved: true });
  },
};

/** A tag unapproved since it was set is still the item's choice, named so; "No tag" clears it. */
export const ClearAnUnapprovedTag: Story = {
  args: { can: everything, item: { ...first, tag: itemTag('13') } },
  play: async ({ args, loaded }) => {
    const { saves } = loaded.api as ReturnType<typeof headlineApi>;
    const dialog = await editingDialog();
    const select = dialog.getByRole('combobox', { name: 'Headline tag' });
    await expect(select).toHaveTextContent('Old series (not approved)');
    await userEvent.click(select);
    fireEvent.click(await body().findByRole('option', { name: 'No tag' }));
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(select).toHaveTextContent('No tag');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(saves[0]!.items![0]!.tagId).toBeNull();
  },
};

/** Without headlineTag.view the tags cannot be read: no select, and a save leaves the item's tag alone. */
export const WithoutTagPermission: Story = {
  args: { can: withoutTags, item: { ...first, tag: itemTag('11') } },
  play: async ({ args, loaded }) => {
    const { saves } = loaded.api as ReturnType<typeof headlineApi>;
    const dialog = await editingDialog();
    await expect(dialog.queryByRole('combobox', { name: 'Headline tag' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(saves[0]!.items![0]).not.toHaveProperty('tagId');
  },
};

export const TagInTurkish: Story = {
  globals: { locale: 'tr' },
  args: { can: everything, item: { ...first, tag: itemTag('11') } },
  play: async () => {
    const dialog = await editingDialog('Manşet içeriğini düzenle');
    await expect(dialog.getByRole('combobox', { name: 'Manşet etiketi' })).toHaveTextContent('Breaking news');
  },
};
