import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_HOSTS } from '../../resources/embedHosts.ts';
import { MAX_MARKUP_DEPTH } from '../../resources/markupDepth.ts';
import { cleanMarkup, cleanMarkupNow, INLINE_MARKUP_CHARS, markupThreadRuns } from './markupCleaning.ts';

const deep = (depth: number) => `<p>${'<strong>'.repeat(depth)}x${'</strong>'.repeat(depth)}</p>`;

describe('markup cleaning', () => {
  it('refuses markup nested past the limit in every markup kind before the sanitiser reads it', () => {
    // A blank link first: had the sanitiser read the text, it would have reported the link first.
    const blankLinkThenDeep = `<p><a href=" ">x</a></p>${deep(MAX_MARKUP_DEPTH)}`;
    expect(cleanMarkupNow({ kind: 'rich', text: `<p><a href=" ">x</a></p>`, publicOrigins: [], embedHosts: DEFAULT_EMBED_HOSTS }).problem).toBe('richTextBlankLink');
    expect(cleanMarkupNow({ kind: 'rich', text: blankLinkThenDeep, publicOrigins: [], embedHosts: DEFAULT_EMBED_HOSTS })).toEqual({ html: '', problem: 'markupTooDeep' });
    // The sanitiser would have kept the words; refused unread, nothing is.
    expect(cleanMarkupNow({ kind: 'simple', text: `Metin ${deep(MAX_MARKUP_DEPTH)}`, publicOrigins: [], embedHosts: DEFAULT_EMBED_HOSTS })).toEqual({ html: '', problem: 'markupTooDeep' });
    const frame = '<iframe src="https://player.vimeo.com/video/1"></iframe>';
    expect(cleanMarkupNow({ kind: 'embed', text: `${'<div>'.repeat(MAX_MARKUP_DEPTH - 1)}${frame}`, publicOrigins: [], embedHosts: DEFAULT_EMBED_HOSTS })).toEqual({ html: frame });
    expect(cleanMarkupNow({ kind: 'embed', text: `${'<div>'.repeat(MAX_MARKUP_DEPTH + 1)}${frame}`, publicOrigins: [], embedHosts: DEFAULT_EMBED_HOSTS })).toEqual({ html: '' });
    expect(cleanMarkupNow({ kind: 'rich', text: deep(MAX_MARKUP_DEPTH - 1), publicOrigins: [], embedHosts: DEFAULT_EMBED_HOSTS }).problem).toBeUndefined();
  });

  it('cleans a long text in a worker thread and a short one in place, to the same result', async () => {
    const paragraph = '<p onclick="x()">Haber <strong>metni</strong><script>alert(1)</script> <a href="javascript:alert(1)">bağlantı</a></p>';
    const long = paragraph.repeat(Math.ceil((INLINE_MARKUP_CHARS + 1) / paragraph.length));
    const before = markupThreadRuns();
    const inPlace = await cleanMarkup('rich', paragraph, { publicOrigins: [], embedHosts: DEFAULT_EMBED_HOSTS });
    expect(markupThreadRuns()).toBe(before);
    const threaded = await cleanMarkup('rich', long, { publicOrigins: [], embedHosts: DEFAULT_EMBED_HOSTS });
    expect(markupThreadRuns()).toBe(before + 1);
    expect(inPlace.html).toBe('<p>Haber <strong>metni</strong> bağlantı</p>');
    expect(threaded.html).toBe(inPlace.html.repeat(long.length / paragraph.length));
  });
});
