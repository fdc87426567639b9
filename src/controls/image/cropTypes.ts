/** Crop modes (spec 01 §3): free 1, fixed 2, copy from source 3. */
export const CROP_MODE = { free: 1, fixed: 2, copyFromSource: 3 } as const;
export type CropMode = (typeof CROP_MODE)[keyof typeof CROP_MODE];

/**
 * A crop type as the user reads it: its name under `media.cropTypes` ('square' → 'Kare'), else the
 * type itself (a ratio such as '16:9' needs no words).
 */
export const cropTypeName = (translate: (key: string, options?: Record<string, unknown>) => string, type: string): string =>
  translate(`media.cropTypes.${type}`, { _: type });

/** A crop a slot asks for: its type name and target size in pixels. */
export interface CropDefinition {
  type: string;
  width: number;
  height: number;
}

/** The spec's Crop: the stored file of one crop (`path` is its storage relativePath). */
export interface ImageCrop {
  type: string;
  width: number;
  height: number;
  path: string;
}

/** A stored image as the cropper receives it. */
export interface SourceImage {
  /** The storage relativePath, e.g. `images/2026/11/<uuid>.jpg`. */
  path: string;
  width: number;
  height: number;
  mimeType?: string;
}
