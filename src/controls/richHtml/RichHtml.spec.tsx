import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_HOSTS } from '../../../resources/embedHosts.ts';
import { RichHtml } from './RichHtml.tsx';

const markup = (html: string) => renderToStaticMarkup(<RichHtml html={html} embedHosts={DEFAULT_EMBED_HOSTS} />).replace(/^(?:<link[^>]*>)*<div[^>]*>|<\/div>$/g, "");

describe('RichHtml', () => {
  it('keeps what the rich text editor writes: alignment, palette colours, quotes, tables with spans', () => {
    expect(markup('<h3 style="text-align: center; font-size: 40px">Başlık</h3><p><span style="color: #d32f2f">kırmızı</span> <span style="color: pink">pembe</span> <s>eski</s></p>')).toBe(
      '<h3 style="text-align:center">Başlık</h3><p><span style="color:#d32f2f">kırmızı</span> <span>pembe</span> <s>eski</s></p>',
    );
    expect(markup('<blockquote><p>söz</p></blockquote><hr><table>\n<tbody><tr><td colspan="2" rowspan="x">1</td></tr></tbody></table><ol start="3"><li>c</li></ol>')).toBe(
      '<blockquote><p>söz</p></blockquote><hr/><table><tbody><tr><td colSpan="2">1</td></tr></tbody></table><ol start="3"><li>c</li></ol>',
    );
  });

  it('keeps our own links and images and allowed embeds, and nothing from elsewhere', () => {
    expect(markup('<a href="/haber/1">bizim</a> <a href="https://a.example" target="_blank" rel="nofollow evil">dış</a> <a href="javascript:alert(1)">js</a>')).toBe(
      '<a href="/haber/1">bizim</a> <a href="https://a.example" target="_blank" rel="nofollow noopener noreferrer">dış</a> js',
    );
    expect(markup('<p><img src="/storage/files/images/a.jpg" alt="bir" onerror="alert(1)"><img src="https://evil.example/x.jpg"></p>')).toBe('<p><img src="/storage/files/images/a.jpg" alt="bir"/></p>');
    expect(markup('<div data-embed="youtube"><iframe src="https://www.youtube.com/embed/x" width="560" height="315" allowfullscreen></iframe></div><div><iframe src="https://evil.example/"></iframe></div>')).toBe(
      '<div data-embed="youtube"><iframe src="https://www.youtube.com/embed/x" width="560" height="315" allowFullScreen="" loading="lazy"></iframe></div><div></div>',
    );
  });

  it('drops scripts, handlers and unknown elements, keeping text', () => {
    expect(markup('<p onclick="alert(1)" class="x">a<script>alert(2)</script><font>b</font><svg><text>c</text></svg></p>')).toBe('<p>ab</p>');
  });
});
