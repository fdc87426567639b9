import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_MARKUP_DEPTH } from '../../resources/markupDepth.ts';

// Counts the sanitiser's runs, to prove a hostile text is refused before it is parsed at all.
const sanitized = vi.hoisted(() => ({ runs: 0 }));
vi.mock('sanitize-html', async (importOriginal) => {
  const actual = (await importOriginal()) as { default: ((...args: unknown[]) => string) & Record<string, unknown> };
  const counted = Object.assign((...args: unknown[]) => {
    sanitized.runs++;
    return actual.default(...args);
  }, actual.default);
  return { default: counted };
});

const { cleanMarkup, cleanMarkupNow, INLINE_MARKUP_CHARS, markupThreadRuns } = await import('./markupCleaning.ts');

const deep = (depth: number) => `<p>${'<strong>'.repeat(depth)}x${'</strong>'.repeat(depth)}</p>`;

describe('markup cleaning', () => {
  beforeEach(() => {
    sanitized.runs = 0;
  });

  it('refuses markup nested past the limit in every markup kind without running the sanitiser', () => {
    for (const kind of ['rich', 'simple'] as const) {
      expect(cleanMarkupNow({ kind, text: deep(MAX_MARKUP_DEPTH), publicOrigins: [] })).toEqual({ html: '' , problem: 'markupTooDeep' });
    }
    expect(cleanMarkupNow({ kind: 'embed', text: `${'<div>'.repeat(MAX_MARKUP_DEPTH + 1)}<iframe src="https://player.vimeo.com/video/1"></iframe>`, publicOrigins: [] })).toEqual({ html: '' });
    expect(sanitized.runs).toBe(0);
    expect(cleanMarkupNow({ kind: 'rich', text: deep(MAX_MARKUP_DEPTH - 1), publicOrigins: [] }).problem).toBeUndefined();
    expect(sanitized.runs).toBe(1);
  });

  it('cleans a long text in a worker thread and a short one in place, to the same result', async () => {
    const paragraph = '<p onclick="x()">Haber <strong>metni</strong><script>alert(1)</script> <a href="javascript:alert(1)">bağlantı</a></p>';
    const long = paragraph.repeat(Math.ceil((INLINE_MARKUP_CHARS + 1) / paragraph.length));
    const before = markupThreadRuns();
    const inPlace = await cleanMarkup('rich', paragraph);
    expect(markupThreadRuns()).toBe(before);
    const threaded = await cleanMarkup('rich', long);
    expect(markupThreadRuns()).toBe(before + 1);
    expect(inPlace.html).toBe('<p>Haber <strong>metni</strong> bağlantı</p>');
    expect(threaded.html).toBe(inPlace.html.repeat(long.length / paragraph.length));
  });
});
