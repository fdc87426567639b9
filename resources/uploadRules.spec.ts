import { describe, expect, it } from 'vitest';
import {
  checkUploadCandidate,
  checkUploadSize,
  extensionOf,
  isHiddenOrSystemName,
  toMegabytes,
  UPLOAD_MEDIA_TYPE,
  UPLOAD_PERMISSIONS,
} from './uploadRules';

describe('upload rules', () => {
  it('drops hidden and system files silently', () => {
    for (const name of ['Thumbs.db', 'desktop.ini', 'DESKTOP.INI', '.DS_Store', '.hidden.jpg']) {
      expect(checkUploadCandidate({ name, size: 1 })).toEqual({ outcome: 'drop' });
    }
    expect(isHiddenOrSystemName('photo.jpg')).toBe(false);
  });

  it('refuses script names whatever the type claims', () => {
    for (const name of ['page.html', 'PAGE.HTM', 'app.js', 'view.JSX']) {
      expect(checkUploadCandidate({ name, size: 1, type: 'image/jpeg' })).toMatchObject({ outcome: 'refuse', message: 'formatNotSuitable' });
    }
  });

  it('accepts only images or videos', () => {
    expect(checkUploadCandidate({ name: 'report.pdf', size: 1, type: 'application/pdf' })).toEqual({ outcome: 'refuse', message: 'onlyImageOrVideo' });
    expect(checkUploadCandidate({ name: 'clip.mp4', size: 1, type: 'video/mp4' })).toEqual({ outcome: 'accept' });
  });

  it('takes a PDF only where the caller asks for documents', () => {
    const pdf = { name: 'ilan.PDF', size: 1, type: 'application/pdf' };
    expect(checkUploadCandidate(pdf, { mediaTypes: UPLOAD_MEDIA_TYPE.any, allowedExtensions: ['pdf'] })).toEqual({ outcome: 'refuse', message: 'onlyImageOrVideo' });
    expect(checkUploadCandidate(pdf, { mediaTypes: UPLOAD_MEDIA_TYPE.document, allowedExtensions: ['pdf'] })).toEqual({ outcome: 'accept' });
  });

  it('reports a missing file', () => {
    expect(checkUploadCandidate(undefined)).toEqual({ outcome: 'refuse', message: 'fileNotExist' });
  });

  it('matches allowed extensions ignoring case and names them when refusing', () => {
    expect(checkUploadCandidate({ name: 'PHOTO.JPG', size: 1, type: 'image/jpeg' })).toEqual({ outcome: 'accept' });
    expect(checkUploadCandidate({ name: 'scan.bmp', size: 1, type: 'image/bmp' })).toEqual({
      outcome: 'refuse',
      message: 'formatNotSuitable',
      params: { extensions: 'gif, jpg, jpeg, png, webp, mp4, jfif' },
    });
    expect(checkUploadCandidate({ name: 'scan.bmp', size: 1, type: 'image/bmp' }, { allowedExtensions: ['BMP'] })).toEqual({ outcome: 'accept' });
  });

  it("runs the caller's own check last", () => {
    const customCheck = () => ({ outcome: 'refuse' as const, message: 'checkImageSize' as const });
    expect(checkUploadCandidate({ name: 'a.png', size: 1, type: 'image/png' }, { customCheck })).toEqual({ outcome: 'refuse', message: 'checkImageSize' });
  });

  it('shows sizes in MB with two decimals and asks or refuses over the limit', () => {
    expect(toMegabytes(1_048_576)).toBe('1.00');
    expect(toMegabytes(5_500_000)).toBe('5.25');
    expect(toMegabytes(5_500_000, 'tr')).toBe('5,25');
    expect(checkUploadSize(10, 100)).toEqual({ outcome: 'ok' });
    expect(checkUploadSize(5_500_000, 1_048_576)).toEqual({ outcome: 'confirm', suggestedMb: '1.00', actualMb: '5.25' });
    expect(checkUploadSize(5_500_000, 1_048_576, true)).toEqual({ outcome: 'refuse', suggestedMb: '1.00', actualMb: '5.25' });
  });

  it('reads extensions from the last dot of the base name', () => {
    expect(extensionOf('a/b.c/photo.JPEG')).toBe('jpeg');
    expect(extensionOf('noext')).toBe('');
  });

  it('lets anyone holding a save permission upload', () => {
    expect(UPLOAD_PERMISSIONS).toContain('news.save');
    expect(UPLOAD_PERMISSIONS).not.toContain('agency.view');
  });
});
