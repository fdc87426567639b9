/**
 * The cleaning of every markup-valued field (rich text, simple HTML, embed codes), kept off the
 * event loop: a text of more than a few kilobytes is cleaned in a worker thread, so one large save
 * never slows anyone else's request; a short one is cleaned in place, where a thread's round trip
 * would cost more than the work. Both refuse markup nested past MAX_MARKUP_DEPTH before parsing.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Field } from '../../resources/fields.ts';
import { cleanEmbedCode, embedRuleOf } from './embedCode.ts';
import { readRichHtml, richHtmlOrigins } from './richHtml.ts';
import { readSimpleHtml } from './simpleHtml.ts';

export type MarkupKind = 'rich' | 'simple' | 'embed';

export interface MarkupTask {
  kind: MarkupKind;
  text: string;
  publicOrigins: readonly string[];
}

/** The clean text, or the editor rule it breaks (`validation.<problem>`); an embed with no frame left is ''. */
export interface CleanMarkup {
  html: string;
  problem?: string;
}

/** Texts up to this many characters are cleaned on the event loop (a few milliseconds at most). */
export const INLINE_MARKUP_CHARS = 16_384;

export function cleanMarkupNow({ kind, text, publicOrigins }: MarkupTask): CleanMarkup {
  if (kind === 'rich') return readRichHtml(text, { publicOrigins });
  if (kind === 'simple') return readSimpleHtml(text);
  return { html: cleanEmbedCode(text) };
}

/** The markup a field holds, if any. */
export function markupKindOf(field: Field): MarkupKind | undefined {
  if (field.kind !== 'text') return undefined;
  if (field.html === 'rich') return 'rich';
  if (field.html) return 'simple';
  return embedRuleOf(field) ? 'embed' : undefined;
}

let pool: Piscina<MarkupTask, CleanMarkup> | undefined;

function workerPool(): Piscina<MarkupTask, CleanMarkup> {
  pool ??= new Piscina<MarkupTask, CleanMarkup>({
    filename: new URL('./markupWorker.mjs', import.meta.url).href,
    // One thread beside the event loop on a small machine, two at most: cleaning is short work.
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    minThreads: 0,
    idleTimeout: 30_000,
  });
  return pool;
}

/** One markup text, cleaned in place when short, in the worker pool otherwise. */
export function cleanMarkup(kind: MarkupKind, text: string): Promise<CleanMarkup> {
  const task = { kind, text, publicOrigins: richHtmlOrigins() };
  return text.length <= INLINE_MARKUP_CHARS ? Promise.resolve(cleanMarkupNow(task)) : workerPool().run(task);
}

/** How many texts the worker threads have cleaned since start. Idle threads are unref'd, so they never hold a process open. */
export const markupThreadRuns = (): number => pool?.completed ?? 0;

/** The cleaned markup of a save's values, looked up by kind and the text as sent. */
export class CleanedMarkup {
  private readonly results = new Map<string, CleanMarkup>();

  get(kind: MarkupKind, text: string): CleanMarkup | undefined {
    return this.results.get(`${kind}:${text}`);
  }

  set(kind: MarkupKind, text: string, result: CleanMarkup): void {
    this.results.set(`${kind}:${text}`, result);
  }
}

function collect(fields: Readonly<Record<string, Field>>, values: unknown, found: Array<[MarkupKind, string]>): void {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return;
  for (const [name, field] of Object.entries(fields)) {
    const value = (values as Record<string, unknown>)[name];
    const kind = markupKindOf(field);
    if (kind && typeof value === 'string' && value.length > INLINE_MARKUP_CHARS) found.push([kind, value]);
    else if (field.kind === 'object') collect(field.fields, value, found);
    else if (field.kind === 'list' && Array.isArray(value)) for (const item of value) collect(field.fields, item, found);
  }
}

/**
 * The long markup texts among `values` (at any depth of the declared fields), cleaned in the worker
 * pool before a save reads them: the save then finds each result instead of parsing on the event loop.
 */
export async function cleanMarkupFields(fields: Readonly<Record<string, Field>>, values: Readonly<Record<string, unknown>>): Promise<CleanedMarkup> {
  const found: Array<[MarkupKind, string]> = [];
  collect(fields, values, found);
  const cleaned = new CleanedMarkup();
  const results = await Promise.all(found.map(([kind, text]) => cleanMarkup(kind, text)));
  found.forEach(([kind, text], index) => cleaned.set(kind, text, results[index]!));
  return cleaned;
}
