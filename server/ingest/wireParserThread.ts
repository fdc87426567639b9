import { Worker } from 'node:worker_threads';
import { WireFormatError, type WireFormatErrorCode, type WireItem } from './wireItem.ts';

export interface WireParseRequest {
  id: number;
  fileName: string;
  bytes: Uint8Array;
}

export type WireParseReply = { id: number; threadId: number } & (
  | { items: WireItem[]; error?: undefined }
  | { error: { name: string; message: string; code?: string } }
);

export interface ParsedWire {
  items: WireItem[];
  /** The thread that parsed the file. */
  threadId: number;
}

export interface WireParserThread {
  /** Parses one file in the worker; rejects with the same WireFormatError `parseWire` would throw. */
  parse(fileName: string, bytes: Uint8Array): Promise<ParsedWire>;
  close(): Promise<void>;
}

/**
 * A worker thread that parses wire files (parseWireFile.ts) and posts back their items, so storing
 * stays on the main thread while the parse of a large file runs beside it. Started on the first
 * parse; it does not keep the process alive while idle.
 */
export function createWireParserThread(): WireParserThread {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (parsed: ParsedWire) => void; reject: (error: Error) => void }>();

  function failAll(thread: Worker, error: Error) {
    if (worker !== thread) return;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = undefined;
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(new URL('./wireParserWorker.mjs', import.meta.url), { execArgv: [] });
    thread.on('message', (reply: WireParseReply) => {
      const pending = waiting.get(reply.id);
      if (!pending) return;
      waiting.delete(reply.id);
      if (waiting.size === 0) thread.unref();
      if (!reply.error) return pending.resolve({ items: reply.items, threadId: reply.threadId });
      const { name, message, code } = reply.error;
      pending.reject(name === 'WireFormatError' ? new WireFormatError(message, code as WireFormatErrorCode) : new Error(message));
    });
    thread.on('error', (error) => failAll(thread, error));
    thread.on('exit', (code) => failAll(thread, new Error(`the wire parser thread stopped (exit code ${code})`)));
    worker = thread;
    return thread;
  }

  return {
    parse(fileName, bytes) {
      const thread = started();
      const id = nextId++;
      thread.ref();
      return new Promise<ParsedWire>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, fileName, bytes } satisfies WireParseRequest);
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}
