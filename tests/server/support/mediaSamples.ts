import sharp from 'sharp';

/** A JPEG of `width` × `height`; `seed` changes the colour so each call can give different bytes. */
export function jpegSample(width: number, height: number, seed = 0, options: { noise?: boolean; orientation?: number } = {}): Promise<Buffer> {
  const create = {
    width,
    height,
    channels: 3 as const,
    background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 120 },
    ...(options.noise ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 60 } } : {}),
  };
  const image = sharp({ create }).jpeg({ quality: 95 });
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
}

export function pngSample(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } } }).png().toBuffer();
}

/** A 24-bit BMP (sharp cannot write one). */
export function bmpSample(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const pixels = rowBytes * height;
  const file = Buffer.alloc(54 + pixels, 0x80);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(pixels, 34);
  return file;
}

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A version-0 or -1 track header; `rotate` writes a 90° matrix (portrait phone video). */
export function tkhdBox(width: number, height: number, options: { version?: 0 | 1; rotate?: boolean } = {}): Buffer {
  const version = options.version ?? 0;
  const times = Buffer.alloc(version === 1 ? 32 : 20);
  const fixed = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeInt32BE(value * 65536);
    return bytes;
  };
  const unity = [1, 0, 0, 0, 1, 0, 0, 0, 0x4000 / 65536];
  const quarter = [0, 1, 0, -1, 0, 0, 0, 0, 0x4000 / 65536];
  const matrix = (options.rotate ? quarter : unity).map((value, index) => (index % 3 === 2 ? Buffer.from([0x40, 0, 0, 0]) : fixed(value)));
  return box('tkhd', Buffer.from([version, 0, 0, 3]), times, Buffer.alloc(16), Buffer.concat(matrix), fixed(width), fixed(height));
}

/**
 * A structurally valid MP4 (or QuickTime with brand 'qt  '): ftyp, an audio track (zero size) and a
 * video track, and an mdat of `mdatBytes`; `moovLast` puts moov after mdat, as cameras write it.
 */
export function mp4Sample(width: number, height: number, options: { brand?: string; moovLast?: boolean; mdatBytes?: number; rotate?: boolean; seed?: number } = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from(options.brand ?? 'isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1'));
  const audio = box('trak', tkhdBox(0, 0));
  const video = box('trak', tkhdBox(width, height, { rotate: options.rotate }));
  const moov = box('moov', box('mvhd', Buffer.alloc(100)), audio, video);
  const mdat = box('mdat', Buffer.alloc(options.mdatBytes ?? 4096, options.seed ?? 1));
  return Buffer.concat(options.moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

export const SVG_WITH_SCRIPT = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80px" viewBox="0 0 240 160">
  <script>alert('stored svg')</script>
  <rect width="240" height="160" fill="#c00"/>
</svg>
`;

export const HTML_PAGE = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n';

/** The head of a PDF: enough for the sniffing (its magic bytes), nothing a reader could show. */
export const PDF_SAMPLE = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
