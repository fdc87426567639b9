import { parentPort, threadId } from 'node:worker_threads';
import { parseWire } from './parseWireFile.ts';
import type { WireParseReply, WireParseRequest } from './wireParserThread.ts';

// The parse of one wire file at a time, in a worker thread so a large file never holds the API's event loop.
parentPort!.on('message', ({ id, fileName, bytes }: WireParseRequest) => {
  let reply: WireParseReply;
  try {
    reply = { id, threadId, items: parseWire(fileName, bytes) };
  } catch (error) {
    const { name, message, code } = error as { name?: string; message?: string; code?: string };
    reply = { id, threadId, error: { name: name ?? 'Error', message: message ?? String(error), code } };
  }
  parentPort!.postMessage(reply);
});
