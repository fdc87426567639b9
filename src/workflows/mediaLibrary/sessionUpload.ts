import type { CropDefinition, ImageCrop } from '../../controls/image/cropTypes.ts';
import type { UploadedFile } from '../../controls/upload/uploadTypes.ts';

/** One upload made on the desk in this browser session (two uploads of one file are two items). */
export interface SessionUpload {
  id: string;
  relativePath: string;
  name: string;
  size: number;
  mimeType: string;
  width: number | null;
  height: number | null;
  /** The storage had it already (hash hit): nothing was sent. */
  alreadyUploaded: boolean;
  crops: ImageCrop[];
}

/** The desk's crops: a wide one for articles and a square one for lists and social cards. */
export const SESSION_UPLOAD_CROPS: readonly CropDefinition[] = [
  { type: '16:9', width: 1200, height: 675 },
  { type: '1:1', width: 600, height: 600 },
];

export const isVideo = (item: Pick<SessionUpload, 'mimeType' | 'relativePath'>) =>
  item.mimeType.startsWith('video/') || item.relativePath.startsWith('videos/');

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function itemFromUpload(file: UploadedFile, id: string = newId()): SessionUpload {
  return {
    id,
    relativePath: file.response.relativePath,
    name: file.name,
    size: file.size,
    mimeType: file.type,
    width: file.response.width,
    height: file.response.height,
    alreadyUploaded: file.alreadyUploaded,
    crops: [],
  };
}

/** New uploads first, in the order they were chosen; a file that has crops already shows them. */
export function addUploads(items: readonly SessionUpload[], added: readonly SessionUpload[]): SessionUpload[] {
  const cropsOf = (path: string) => items.find((item) => item.relativePath === path && item.crops.length > 0)?.crops;
  return [...added.map((item) => ({ ...item, crops: cropsOf(item.relativePath) ?? item.crops })), ...items];
}
