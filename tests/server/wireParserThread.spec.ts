import { readFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { parseWire } from '../../server/ingest/parseWireFile.ts';
import { WireFormatError } from '../../server/ingest/wireItem.ts';
import { createWireParserThread } from '../../server/ingest/wireParserThread.ts';

const SAMPLE = path.resolve(import.meta.dirname, '../../server/ingest/samples/ninjs/3.0/dpa_text.json');

/** A NewsML-G2 message of `count` text items with long bodies: several megabytes of XML. */
function largeMessage(count: number): Uint8Array {
  const body = Array.from({ length: 40 }, (_, line) => `Line ${line} of the story, with some words to parse.`).join('\n');
  const items = Array.from(
    { length: count },
    (_, n) => `<newsItem guid="urn:large:${n}" version="1"><itemMeta><itemClass qcode="ninat:text"/><provider qcode="nprov:AA"/><versionCreated>2024-03-01T09:00:00Z</versionCreated></itemMeta>
      <contentMeta><headline>Item ${n}</headline></contentMeta><contentSet><inlineData contenttype="text/plain">${body}</inlineData></contentSet></newsItem>`,
  );
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<newsMessage xmlns="http://iptc.org/std/nar/2006-10-01/"><header><sent>2024-03-01T10:00:00Z</sent></header><itemSet>${items.join('\n')}</itemSet></newsMessage>`);
}

describe('the wire parser thread', () => {
  const parser = createWireParserThread();
  afterAll(() => parser.close());

  it('parses in a thread of its own and gives back what parseWire gives', async () => {
    const bytes = readFileSync(SAMPLE);
    const parsed = await parser.parse('dpa_text.json', bytes);
    expect(parsed.threadId).not.toBe(threadId);
    expect(parsed.items).toEqual(parseWire('dpa_text.json', bytes));
  });

  it('rejects a file the parser refuses with the same WireFormatError', async () => {
    const refused = await parser.parse('broken.xml', new TextEncoder().encode('<newsItem guid="x"><itemMeta>')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WireFormatError);
    let direct: unknown;
    try {
      parseWire('broken.xml', '<newsItem guid="x"><itemMeta>');
    } catch (error) {
      direct = error;
    }
    expect(refused).toMatchObject({ message: (direct as WireFormatError).message, code: (direct as WireFormatError).code });
  });

  it('leaves the main event loop free while a large file is parsed', async () => {
    const bytes = largeMessage(3000);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 1);
    try {
      const parse = parser.parse('large.xml', bytes);
      // A timer fires before the parse is back: the loop was not held by it.
      const first = await Promise.race([parse.then(() => 'parse'), new Promise((resolve) => setTimeout(resolve, 0, 'timer'))]);
      expect(first).toBe('timer');
      const parsed = await parse;
      expect(parsed.items).toHaveLength(3000);
      expect(ticks).toBeGreaterThan(1);
    } finally {
      clearInterval(ticker);
    }
  });
});
