import { extensionOf } from '../../../resources/uploadRules.ts';
import { mediaKindOf } from './screenFiles.ts';

/** Spec 01 §5: a picker may require an image description, never for a gif (nor a video). */
export function isImageDescriptionRequired(relativePath: string | undefined, required: boolean | undefined): boolean {
  if (!required || !relativePath) return false;
  return mediaKindOf({ name: relativePath, type: '' }) === 'image' && extensionOf(relativePath) !== 'gif';
}
