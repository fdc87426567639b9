import { describe, expect, it } from 'vitest';
import { MAX_MARKUP_DEPTH, markupTooDeep } from './markupDepth.ts';

const nested = (depth: number, open = '<b>', close = '</b>') => open.repeat(depth) + 'x' + close.repeat(depth);

describe('markupTooDeep', () => {
  it('lets markup nest up to the limit and refuses one level more', () => {
    expect(markupTooDeep(nested(MAX_MARKUP_DEPTH))).toBe(false);
    expect(markupTooDeep(nested(MAX_MARKUP_DEPTH + 1))).toBe(true);
    expect(markupTooDeep('<blockquote>'.repeat(MAX_MARKUP_DEPTH + 1))).toBe(true);
  });

  it('counts what a parser keeps open: siblings, empty elements and comments open no level', () => {
    expect(markupTooDeep('<p>a'.repeat(1000))).toBe(false);
    expect(markupTooDeep('<li>a'.repeat(1000))).toBe(false);
    expect(markupTooDeep('<p>a<br>b<img src="/x.jpg"><hr/></p>'.repeat(1000))).toBe(false);
    expect(markupTooDeep('<span/>'.repeat(1000))).toBe(false);
    expect(markupTooDeep(`<!-- ${'<b>'.repeat(1000)} -->`)).toBe(false);
    expect(markupTooDeep('<p>1 < 2 and 3 > 2</p>'.repeat(100))).toBe(false);
  });

  it('reads a quoted ">" as part of the tag, and closes to the matching element', () => {
    expect(markupTooDeep('<a title=">">x</a>'.repeat(1000))).toBe(false);
    expect(markupTooDeep(`${'<em><strong>'.repeat(30)}x${'</em>'.repeat(30)}${'<em>'.repeat(40)}`)).toBe(false);
    expect(markupTooDeep(`<div>${'<i>'.repeat(MAX_MARKUP_DEPTH - 1)}</div><div>${'<i>'.repeat(MAX_MARKUP_DEPTH - 1)}</div>`)).toBe(false);
  });

  it('counts unclosed elements as open, so what it lets through never nests deeper for a parser', () => {
    expect(markupTooDeep('<b>'.repeat(MAX_MARKUP_DEPTH + 1))).toBe(true);
    expect(markupTooDeep('<B><i>'.repeat(MAX_MARKUP_DEPTH))).toBe(true);
  });
});
