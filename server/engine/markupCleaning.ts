/**
 * The cleaning of every markup-valued field (rich text, simple HTML, embed codes), kept off the
 * event loop: a text of more than a few kilobytes is cleaned in a worker thread, so one large save
 * never slows anyone else's request; a short one is cleaned in place, where a thread's round trip
 * would cost more than the work. Both refuse markup nested past MAX_MARKUP_DEPTH before parsing.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { siteEmbedHosts } from '../../resources/embedHosts.ts';
import type { Field } from '../../resources/fields.ts';
import type { RequestContext } from '../context.ts';
import { cleanEmbedCode, embedRuleOf } from './embedCode.ts';
import { readRichHtml, richHtmlOrigins } from './richHtml.ts';
import { readSimpleHtml } from './simpleHtml.ts';

export type MarkupKind = 'rich' | 'simple' | 'embed';

/** What cleaning depends on besides the text: the server's public URL and the site's embed hosts. */
export interface MarkupSettings {
  publicOrigins: readonly string[];
  embedHosts: readonly string[];
}

export interface MarkupTask extends MarkupSettings {
  kind: MarkupKind;
  text: string;
}

/** The clean text, or the editor rule it breaks (`validation.<problem>`); an embed with no frame left is ''. */
export interface CleanMarkup {
  html: string;
  problem?: string;
}

/** Texts up to this many characters are cleaned on the event loop (a few milliseconds at most). */
export const INLINE_MARKUP_CHARS = 16_384;

export function cleanMarkupNow({ kind, text, publicOrigins, embedHosts }: MarkupTask): CleanMarkup {
  if (kind === 'rich') return readRichHtml(text, { publicOrigins, embedHosts });
  if (kind === 'simple') return readSimpleHtml(text);
  return { html: cleanEmbedCode(text, embedHosts) };
}

/** The request's site's settings for cleaning: its embed hosts (or the default list) and the server's URL. */
export async function siteMarkupSettings(context: Pick<RequestContext, 'site'>): Promise<MarkupSettings> {
  return { publicOrigins: richHtmlOrigins(), embedHosts: siteEmbedHosts((await context.site())?.settings) };
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
export function cleanMarkup(kind: MarkupKind, text: string, settings: MarkupSettings): Promise<CleanMarkup> {
  const task = { kind, text, ...settings };
  return text.length <= INLINE_MARKUP_CHARS ? Promise.resolve(cleanMarkupNow(task)) : workerPool().run(task);
}

/** How many texts the worker threads have cleaned since start. Idle threads are unref'd, so they never hold a process open. */
export const markupThreadRuns = (): number => pool?.completed ?? 0;

/**
 * A save's markup cleaning under one site's settings: the long texts among its values are cleaned
 * beforehand in the worker pool (`prepare`, before the transaction), and `clean` then finds each
 * result by its text instead of parsing on the event loop; a short text is cleaned when read.
 */
export class MarkupCleaner {
  private readonly results = new Map<string, CleanMarkup>();

  constructor(readonly settings: MarkupSettings) {}

  /** For values that hold no markup of a site (no frame from any host is kept). */
  static strict(): MarkupCleaner {
    return new MarkupCleaner({ publicOrigins: [], embedHosts: [] });
  }

  clean(kind: MarkupKind, text: string): CleanMarkup {
    return this.results.get(`${kind}:${text}`) ?? cleanMarkupNow({ kind, text, ...this.settings });
  }

  /** The long markup texts among `values` (at any depth of the declared fields), cleaned off the event loop. */
  async prepare(fields: Readonly<Record<string, Field>>, values: Readonly<Record<string, unknown>>): Promise<this> {
    const found: Array<[MarkupKind, string]> = [];
    collect(fields, values, found);
    const results = await Promise.all(found.map(([kind, text]) => cleanMarkup(kind, text, this.settings)));
    found.forEach(([kind, text], index) => this.results.set(`${kind}:${text}`, results[index]!));
    return this;
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
