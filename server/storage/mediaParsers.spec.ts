import { describe, expect, it } from 'vitest';
import { mp4Sample, tkhdBox } from '../../tests/server/support/mediaSamples.ts';
import { snapWidth } from './mediaPaths.ts';
import { dimensionsFromMoov, readMp4Dimensions } from './mp4Dimensions.ts';
import { parseRange } from './sendStoredObject.ts';
import { svgDimensions } from './svgDimensions.ts';

const readFrom = (file: Buffer) => {
  const reads: [number, number][] = [];
  const read = async (start: number, end: number) => {
    reads.push([start, end]);
    return file.subarray(start, end + 1);
  };
  return { read, reads };
};

describe('MP4 / QuickTime track header', () => {
  it('reads version 0 and version 1 headers and skips the audio track', () => {
    const moov = (tkhd: Buffer) => Buffer.concat([tkhdTrak(Buffer.from(tkhdBox(0, 0))), tkhdTrak(tkhd)]);
    expect(dimensionsFromMoov(moov(tkhdBox(1920, 1080)))).toEqual({ width: 1920, height: 1080 });
    expect(dimensionsFromMoov(moov(tkhdBox(3840, 2160, { version: 1 })))).toEqual({ width: 3840, height: 2160 });
    expect(dimensionsFromMoov(moov(tkhdBox(1920, 1080, { rotate: true })))).toEqual({ width: 1080, height: 1920 });
  });

  it('finds a moov after a large mdat with a few small reads', async () => {
    const file = mp4Sample(1280, 720, { moovLast: true, mdatBytes: 2_000_000 });
    const { read, reads } = readFrom(file);
    expect(await readMp4Dimensions(read, file.length)).toEqual({ width: 1280, height: 720 });
    expect(reads.length).toBeLessThanOrEqual(4);
    expect(reads.reduce((bytes, [start, end]) => bytes + end - start + 1, 0)).toBeLessThan(2000);
  });

  it('gives up on files without a moov or with a broken box size', async () => {
    const noMoov = mp4Sample(10, 10).subarray(0, 32);
    expect(await readMp4Dimensions(readFrom(noMoov).read, noMoov.length)).toBeUndefined();
    const broken = Buffer.from(mp4Sample(10, 10));
    broken.writeUInt32BE(3, 0);
    expect(await readMp4Dimensions(readFrom(broken).read, broken.length)).toBeUndefined();
  });
});

function tkhdTrak(tkhd: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(tkhd.length + 8);
  header.write('trak', 4, 'latin1');
  return Buffer.concat([header, tkhd]);
}

describe('SVG size', () => {
  it.each([
    ['<svg width="120" height="80px">', { width: 120, height: 80 }],
    ["<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 300 150'>", { width: 300, height: 150 }],
    ['<svg width="100%" height="100%" viewBox="0,0,64,32">', { width: 64, height: 32 }],
    ['<svg width="200" viewBox="0 0 100 50">', { width: 200, height: 100 }],
    ['<?xml version="1.0"?>\n<!-- <svg width="1" height="1"> -->\n<svg\n  height="40"\n  width="30">', { width: 30, height: 40 }],
  ])('%s', (text, expected) => {
    expect(svgDimensions(text)).toEqual(expected);
  });

  it('is undefined for an SVG that gives no size', () => {
    expect(svgDimensions('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).toBeUndefined();
  });
});

describe('byte ranges and resize widths', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=1000-', null],
    ['bytes=50-10', null],
    ['bytes=0-1,5-9', undefined],
    ['items=0-5', undefined],
    [undefined, undefined],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('snaps widths up to the set, and caps them at its largest', () => {
    expect([1, 80, 81, 299, 300, 301, 1999, 2000, 9000].map(snapWidth)).toEqual([80, 80, 150, 300, 300, 600, 2000, 2000, 2000]);
  });
});
