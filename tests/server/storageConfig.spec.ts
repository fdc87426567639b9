import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('storage settings from the environment', () => {
  it('defaults to disk under $DATA_DIR/media, resize cache on, 30 MB images and 1 GB videos', () => {
    const config = loadConfig({ DATA_DIR: '/srv/newsroom' });
    expect(config.storage).toEqual({ driver: 'disk', diskRoot: path.resolve('/srv/newsroom/media'), s3: undefined, resizeCache: true });
    expect(config.upload).toEqual({ maxImageBytes: 30 * 1048576, maxVideoBytes: 1024 * 1048576 });
  });

  it('reads the S3 settings when STORAGE_DRIVER=s3', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      STORAGE_RESIZE_CACHE: 'false',
      UPLOAD_MAX_IMAGE_MB: '10',
      UPLOAD_MAX_VIDEO_MB: '2048',
    });
    expect(config.storage.driver).toBe('s3');
    expect(config.storage.resizeCache).toBe(false);
    expect(config.storage.s3).toEqual({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', bucket: 'media', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
    expect(config.upload).toEqual({ maxImageBytes: 10 * 1048576, maxVideoBytes: 2048 * 1048576 });
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, /STORAGE_DRIVER/],
    [{ STORAGE_DRIVER: 's3' }, /S3_BUCKET/],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
    [{ UPLOAD_MAX_IMAGE_MB: '0' }, /UPLOAD_MAX_IMAGE_MB/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
