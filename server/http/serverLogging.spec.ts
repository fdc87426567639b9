import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LogFormat } from '../config.ts';
import { readableLine, serverLogging } from './serverLogging.ts';

/** A Fastify app with the server's logging into memory, after one good request, one 404 and one failure. */
async function logsOf(logLevel: string, logFormat: LogFormat): Promise<string[]> {
  const lines: string[] = [];
  const app = Fastify(serverLogging({ logLevel, logFormat }, { write: (line) => lines.push(line) }));
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('the disk is gone');
  });
  await app.ready();
  app.log.info('Server listening at http://127.0.0.1:8080');
  app.log.warn('The drop folder is not readable');
  await app.inject('/ok');
  await app.inject('/missing');
  await app.inject('/broken');
  await app.close();
  return lines.join('').split('\n').filter(Boolean);
}

describe('server logging', () => {
  it('by default shows start-up, warnings and errors as readable lines, and no line per request', async () => {
    const lines = await logsOf('info', 'readable');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO  Server listening at http:\/\/127\.0\.0\.1:8080$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d WARN  The drop folder is not readable$/);
    expect(lines.some((line) => line.includes('/ok') || line.includes('/missing'))).toBe(false);
    expect(lines.find((line) => line.includes('ERROR'))).toMatch(/ERROR the disk is gone GET \/broken 500/);
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
  });

  it('shows every request with LOG_LEVEL=debug', async () => {
    const lines = await logsOf('debug', 'readable');
    expect(lines.some((line) => /DEBUG request completed 200 \d+ ms/.test(line))).toBe(true);
    expect(lines.some((line) => /DEBUG incoming request GET \/ok/.test(line))).toBe(true);
    expect(lines.some((line) => /DEBUG Route GET:\/missing not found/.test(line))).toBe(true);
  });

  it('writes one JSON object per line in production', async () => {
    const lines = await logsOf('info', 'json');
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.map((entry) => [entry.level, entry.msg])).toEqual([
      [30, 'Server listening at http://127.0.0.1:8080'],
      [40, 'The drop folder is not readable'],
      [50, 'the disk is gone'],
    ]);
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(readableLine('plain text\n')).toBe('plain text');
  });
});
