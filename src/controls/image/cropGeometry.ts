import { centerCrop, makeAspectCrop, type PercentCrop } from 'react-image-crop';
import type { SourceRect } from './canvasDrawing.ts';
import { CROP_MODE, type CropDefinition, type CropMode, type ImageCrop, type SourceImage } from './cropTypes.ts';
import type { ImageSize } from './readImageSize.ts';

const hasSize = (definition: CropDefinition) => definition.width > 0 && definition.height > 0;
export const aspectOf = (definition: CropDefinition) => (hasSize(definition) ? definition.width / definition.height : undefined);

/** Where a crop starts: the largest centred area of the definition's shape, else 80 % of the image. */
export function initialCrop(definition: CropDefinition, natural: ImageSize): PercentCrop {
  const aspect = aspectOf(definition);
  if (!aspect) return { unit: '%', x: 10, y: 10, width: 80, height: 80 };
  return centerCrop(makeAspectCrop({ unit: '%', width: 100 }, aspect, natural.width, natural.height), natural.width, natural.height);
}

/** A percent crop in the image's natural pixels, whole and inside the image. */
export function naturalRect(crop: PercentCrop, natural: ImageSize): SourceRect {
  const x = Math.max(0, Math.round((crop.x / 100) * natural.width));
  const y = Math.max(0, Math.round((crop.y / 100) * natural.height));
  const width = Math.max(1, Math.min(natural.width - x, Math.round((crop.width / 100) * natural.width)));
  const height = Math.max(1, Math.min(natural.height - y, Math.round((crop.height / 100) * natural.height)));
  return { x, y, width, height };
}

/**
 * The size of the produced file. Free: the selected pixels. Fixed: the definition's size, but
 * never upscaled: from a smaller selection, the selection's width at the definition's shape.
 */
export function outputSize(mode: CropMode, definition: CropDefinition, rect: SourceRect): ImageSize {
  const aspect = aspectOf(definition);
  if (mode !== CROP_MODE.fixed || !aspect) return { width: rect.width, height: rect.height };
  const width = Math.min(definition.width, rect.width);
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}

/**
 * Fixed mode's smallest selection, in displayed pixels: the definition's size at the display
 * scale, shrunk to fit when the image itself is smaller than the definition.
 */
export function minimumSelection(definition: CropDefinition, natural: ImageSize, displayed: ImageSize): ImageSize {
  if (!hasSize(definition) || natural.width === 0) return { width: 0, height: 0 };
  const scale = displayed.width / natural.width;
  const width = definition.width * scale;
  const height = definition.height * scale;
  const fit = Math.min(1, displayed.width / width, displayed.height / height);
  return { width: width * fit, height: height * fit };
}

/** Copy from source: each definition takes the source's crop of that type unchanged, else the whole source image. */
export function copySourceCrops(
  definitions: readonly CropDefinition[],
  source: SourceImage,
  sourceCrops: readonly ImageCrop[] = [],
): ImageCrop[] {
  return definitions.map(
    ({ type }) =>
      sourceCrops.find((crop) => crop.type === type) ?? { type, path: source.path, width: source.width, height: source.height },
  );
}
