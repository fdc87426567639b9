import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ImageCheckerDemo } from './stories/ImageCheckerDemo.tsx';

/** Natural sizes by file name, so no image has to be decoded. */
const SIZES: Record<string, { width: number; height: number }> = {
  'fits.jpg': { width: 1200, height: 675 },
  'too-wide.png': { width: 1600, height: 600 },
  'huge.svg': { width: 9000, height: 9000 },
  'huge.tiff': { width: 9000, height: 9000 },
};
const readSize = async (file: Blob) => SIZES[(file as File).name] ?? { width: 1, height: 1 };
const image = (name: string, type: string) => new File(['image'], name, { type });

const meta = {
  title: 'Controls/ImageChecker',
  component: ImageCheckerDemo,
  args: { required: { width: 1200, height: 675 }, readSize },
  globals: { locale: 'en' },
} satisfies Meta<typeof ImageCheckerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accepted: Story = {
  args: { files: [image('fits.jpg', 'image/jpeg')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('fits.jpg can be used (jpeg, 1200 x 675)')).toBeInTheDocument();
  },
};

export const CheckImageSize: Story = {
  args: { files: [image('too-wide.png', 'image/png')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('too-wide.png was refused')).toBeInTheDocument();
    await expect(page.getByText('Check image size: 1200 x 675')).toBeInTheDocument();
  },
};

export const UnsupportedType: Story = {
  args: { files: [image('photo.heic', 'image/heic')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('photo.heic was refused')).toBeInTheDocument();
    await expect(page.getByText('Error: The image type is not supported')).toBeInTheDocument();
  },
};

export const SvgAndTiffSkipTheSizeCheck: Story = {
  args: { files: [image('huge.svg', 'image/svg+xml'), image('huge.tiff', 'image/tiff')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('huge.svg can be used (svg)')).toBeInTheDocument();
    await expect(page.getByText('huge.tiff can be used (tiff)')).toBeInTheDocument();
  },
};

export const ChooseFiles: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, [image('fits.jpg', 'image/jpeg')]);
    await expect(await page.findByText('fits.jpg kullanılabilir (jpeg, 1200 x 675)')).toBeInTheDocument();
  },
};
