import type { Headline } from './headlineMethods.ts';

export type HeadlineImageSize = 'vertical' | 'horizontal';

/** The part of the image cut for the cover, in the source image's natural pixels. */
export interface HeadlineCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An item's `images` JSON (server/headlines/README.md, "Items"): a path per size and the optional cover crop. */
export interface HeadlineImages {
  vertical: string;
  horizontal: string;
  crop?: HeadlineCrop;
}

const isCrop = (value: unknown): value is HeadlineCrop =>
  Boolean(value) && typeof value === 'object' && ['x', 'y', 'width', 'height'].every((key) => typeof (value as Record<string, unknown>)[key] === 'number');

/** The images of an item as stored; anything unreadable counts as missing. */
export function headlineImagesOf(images: unknown): HeadlineImages {
  const stored = images && typeof images === 'object' ? (images as Record<string, unknown>) : {};
  const path = (size: HeadlineImageSize) => (typeof stored[size] === 'string' ? stored[size] : '');
  return { vertical: path('vertical'), horizontal: path('horizontal'), ...(isCrop(stored.crop) ? { crop: stored.crop } : {}) };
}

export type CoverCrop = { width: number; height: number };

/** The headline type's cover crop, when it has both sides. */
export function coverCropOf(headline: Headline): CoverCrop | undefined {
  const { coverCropWidth: width, coverCropHeight: height } = headline.headlineType;
  return width && height ? { width, height } : undefined;
}

/** The crop is cut from the image of the cover's orientation: a wide (or square) cover from the horizontal one. */
export const croppedSize = (cover: CoverCrop): HeadlineImageSize => (cover.width >= cover.height ? 'horizontal' : 'vertical');
