import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { CropDefinition } from '../../resources/fields.ts';
import { extensionOf, mediaKindOfExtension, mediaTypeFlagOf, UPLOAD_MEDIA_TYPE } from '../../resources/uploadRules.ts';
import type { UploadLimits } from '../config.ts';
import type { ImageData } from '../../resources/fields.ts';
import type { MediaFileInfo, MediaFiles } from '../storage/mediaFiles.ts';
import type { StorageBackend } from '../storage/storageBackend.ts';
import { storeUpload } from '../storage/storeUpload.ts';

type Size = Pick<CropDefinition, 'width' | 'height'>;

/** The same key always gives the same hue, so the same picture (and, by its hash, the same stored file). */
export const hueOf = (key: string) => [...key].reduce((sum, letter) => (sum * 31 + letter.codePointAt(0)!) % 360, 17);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (letter) => `&#${letter.codePointAt(0)};`);

function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 4);
}

/** A diagonal gradient in the key's colours, a soft circle and the caption over it. */
export function pictureSvg(key: string, caption: string, { width, height }: Size): Buffer {
  const hue = hueOf(key);
  const fontSize = Math.round(Math.min(width, height) / 11);
  const lines = wrap(caption, Math.max(8, Math.floor((width * 0.84) / (fontSize * 0.56))));
  const top = height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const text = lines
    .map((line, index) => `<text x="${width / 2}" y="${top + index * fontSize * 1.2}">${escapeXml(line)}</text>`)
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${hue}, 62%, 52%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360}, 70%, 22%)"/>
      </linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#g)"/>
      <circle cx="${width * 0.78}" cy="${height * 0.26}" r="${Math.min(width, height) * 0.32}" fill="#ffffff" opacity="0.14"/>
      <g font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${text}</g>
    </svg>`,
  );
}

export interface DemoImages {
  /** A picture of `size` captioned `caption`, with each cut drawn at its own size; every file stored. */
  image(key: string, caption: string, size: Size, cuts?: readonly CropDefinition[]): Promise<ImageData>;
  /** One of the committed demo files (server/seed/files/, made by scripts/makeSeedMedia.ts), stored. */
  file(fileName: string): Promise<MediaFileInfo>;
}

/** Where the committed demo files are. */
export const DEMO_FILES = new URL('./files/', import.meta.url);

/**
 * The demo's pictures, drawn (no network, no licence), and its video and PDF, stored through the
 * upload path as an upload is (sniffed, hashed, deduplicated, a media_files row), so the editors
 * and the delivery API show real files. Drawing the same key again gives the same bytes, and a
 * file is the same bytes every time: the stored file is reused.
 */
export function createDemoImages(backend: StorageBackend, media: MediaFiles, limits: UploadLimits): DemoImages {
  // Every demo site shows the same pictures: each is drawn and stored once per start.
  const stored = new Map<string, Promise<{ path: string; width: number; height: number }>>();
  const store = (key: string, caption: string, size: Size, crop?: { of: string; type: string }) => {
    const id = JSON.stringify([key, caption, size.width, size.height]);
    if (!stored.has(id)) stored.set(id, draw(key, caption, size, crop));
    return stored.get(id)!;
  };
  const draw = async (key: string, caption: string, size: Size, crop?: { of: string; type: string }) => {
    const bytes = await sharp(pictureSvg(key, caption, size)).jpeg({ quality: 78 }).toBuffer();
    const upload = await storeUpload(backend, media, limits, {
      stream: Readable.from([bytes]),
      fileName: crop ? `${key}-${crop.type.replace(/[^a-z0-9]+/gi, '-')}.jpg` : `${key}.jpg`,
      typeFlags: UPLOAD_MEDIA_TYPE.image,
      userId: null,
      siteId: null,
      signal: AbortSignal.timeout(10_000),
      crop,
    });
    return { path: upload.relativePath, width: upload.width ?? size.width, height: upload.height ?? size.height };
  };
  const files = new Map<string, Promise<MediaFileInfo>>();
  return {
    file(fileName) {
      const kind = mediaKindOfExtension(extensionOf(fileName));
      if (!kind) throw new Error(`${fileName} is no demo media file`);
      if (files.has(fileName)) return files.get(fileName)!;
      const file = storeUpload(backend, media, limits, {
        stream: createReadStream(new URL(fileName, DEMO_FILES)),
        fileName,
        typeFlags: mediaTypeFlagOf(kind),
        userId: null,
        siteId: null,
        signal: AbortSignal.timeout(30_000),
      });
      files.set(fileName, file);
      return file;
    },
    async image(key, caption, size, cuts = []) {
      const picture = await store(key, caption, size);
      const crops = [];
      // Each cut is drawn anew at its size, and stored as a crop of the picture: it belongs to the picture's library row.
      for (const cut of cuts) crops.push({ type: cut.type, ...(await store(key, caption, cut, { of: picture.path, type: cut.type })) });
      return { ...picture, crops };
    },
  };
}
