/** Reads bytes [start, end] (inclusive) of the file. */
export type ReadRange = (start: number, end: number) => Promise<Buffer>;

export interface Dimensions {
  width: number;
  height: number;
}

const MAX_MOOV_BYTES = 64 * 1024 * 1024;

interface Box {
  type: string;
  /** Offset of the payload (after the header) within the buffer or file. */
  payload: number;
  end: number;
}

/** The boxes in buffer[start, end): size (32-bit, 64-bit when 1, to the end when 0) and type. */
function* childBoxes(buffer: Buffer, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = buffer.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield { type: buffer.toString('latin1', offset + 4, offset + 8), payload: offset + header, end: offset + size };
    offset += size;
  }
}

/** tkhd: width and height (16.16 fixed point) after the matrix; a 90°/270° matrix swaps them. */
function trackHeaderDimensions(buffer: Buffer, box: Box): Dimensions | undefined {
  const version = buffer.readUInt8(box.payload);
  const matrix = box.payload + (version === 1 ? 52 : 40);
  if (matrix + 44 > box.end) return undefined;
  const width = Math.round(buffer.readUInt32BE(matrix + 36) / 65536);
  const height = Math.round(buffer.readUInt32BE(matrix + 40) / 65536);
  if (!width || !height) return undefined;
  const quarterTurn = buffer.readInt32BE(matrix) === 0 && buffer.readInt32BE(matrix + 16) === 0;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

/** The first track with a picture (audio tracks have a zero-sized tkhd) in a moov box's payload. */
export function dimensionsFromMoov(moov: Buffer): Dimensions | undefined {
  for (const trak of childBoxes(moov, 0, moov.length)) {
    if (trak.type !== 'trak') continue;
    for (const child of childBoxes(moov, trak.payload, trak.end)) {
      if (child.type !== 'tkhd') continue;
      const dimensions = trackHeaderDimensions(moov, child);
      if (dimensions) return dimensions;
    }
  }
  return undefined;
}

/**
 * The picture size of an MP4 / QuickTime file, from the top-level boxes read one header at a time,
 * so a moov at the end of a large file costs two small reads, not the whole file.
 */
export async function readMp4Dimensions(read: ReadRange, fileSize: number): Promise<Dimensions | undefined> {
  let offset = 0;
  while (offset + 8 <= fileSize) {
    const header = await read(offset, Math.min(offset + 15, fileSize - 1));
    let size = header.readUInt32BE(0);
    let headerSize = 8;
    if (size === 1 && header.length >= 16) {
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = fileSize - offset;
    }
    if (size < headerSize) return undefined;
    if (header.toString('latin1', 4, 8) === 'moov') {
      if (size > MAX_MOOV_BYTES || offset + size > fileSize) return undefined;
      return dimensionsFromMoov(await read(offset + headerSize, offset + size - 1));
    }
    offset += size;
  }
  return undefined;
}
