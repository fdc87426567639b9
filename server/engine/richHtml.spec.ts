import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_HOSTS } from '../../resources/embedHosts.ts';
import { RICH_TEXT_COLORS } from '../../resources/richHtml.ts';
import { readRichHtml, sanitizeRichHtml } from './richHtml.ts';

const options = { publicOrigins: ['https://newsroom.example'], embedHosts: DEFAULT_EMBED_HOSTS };
const clean = (html: string) => sanitizeRichHtml(html, options);

describe('rich HTML sanitising', () => {
  it('keeps everything the editor produces', () => {
    const html = [
      '<h2 style="text-align: center">Title</h2><h3>Sub</h3><h4>Small</h4>',
      '<p style="text-align: justify"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <span style="color: #d32f2f">red</span></p>',
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote><hr>',
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">web</a> <a href="mailto:desk@example.com">mail</a> <a href="/news/1">ours</a></p>',
      '<table><colgroup><col></colgroup><tbody><tr><th colspan="2" rowspan="1"><p>h</p></th></tr><tr><td colspan="1" rowspan="1"><p>c</p></td></tr></tbody></table>',
      '<p><img src="/storage/files/2026/photo.jpg" alt="A photo"></p>',
      '<div data-embed="youtube"><iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen=""></iframe></div>',
    ].join('');
    // The sanitiser writes styles without the space and closes void elements.
    expect(clean(html)).toBe(
      html.replace(/style="([a-z-]+): /g, 'style="$1:').replace(/<(img [^>]*|hr|col)>/g, '<$1 />').replace('allowfullscreen=""', 'allowfullscreen'),
    );
  });

  it('drops scripts, handlers and script URLs and keeps the text', () => {
    expect(clean('<p onclick="alert(1)" onmouseover="x()">Hello<script>alert(1)</script></p>')).toBe('<p>Hello</p>');
    expect(clean('<p><a href="javascript:alert(1)">click</a> <a href="data:text/html;base64,PHNjcmlwdD4=">data</a> <a href="//evil.example/x">proto</a></p>')).toBe(
      '<p>click data proto</p>',
    );
    expect(clean('<p><a href=" JaVaScRiPt:alert(1)">x</a><img src="data:image/png;base64,AAA" alt="x"><img src="javascript:alert(1)"></p>')).toBe('<p>x</p>');
    expect(clean('<p><img src="/storage/files/a.jpg" onerror="alert(1)" alt="a"></p>')).toBe('<p><img src="/storage/files/a.jpg" alt="a" /></p>');
  });

  it('keeps only alignment and palette colours of any style', () => {
    expect(clean('<p style="text-align: right; position: fixed; top: 0">a</p>')).toBe('<p style="text-align:right">a</p>');
    expect(clean('<p style="text-align: expression(alert(1))">a</p>')).toBe('<p>a</p>');
    expect(clean('<p><span style="color: #123456">b</span></p>')).toBe('<p>b</p>');
    expect(clean('<p><span style="background: url(javascript:alert(1)); color: #d32f2f">c</span></p>')).toBe('<p><span style="color:#d32f2f">c</span></p>');
    expect(clean('<p><span style="color: expression(alert(1))">d</span></p>')).toBe('<p>d</p>');
    expect(clean('<p><span style="color: rgb(46, 125, 50)">e</span></p>')).toBe(`<p><span style="color:${RICH_TEXT_COLORS.green}">e</span></p>`);
    expect(clean('<p style="behavior: url(x.htc)">f</p><style>p{position:fixed}</style>')).toBe('<p>f</p>');
    expect(clean('<ol start="x" type="a" class="c"><li>g</li></ol>')).toBe('<ol><li>g</li></ol>');
  });

  it('keeps frames of the allowed hosts only, inside the embed marker', () => {
    expect(clean('<div data-embed="x"><iframe src="https://evil.example/embed"></iframe></div>')).toBe('');
    expect(clean('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe('');
    expect(clean('<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>')).toBe('');
    expect(clean('<iframe src="javascript:alert(1)"></iframe><p>after</p>')).toBe('<p>after</p>');
    expect(clean('<div data-embed="soundcloud"><iframe src="https://w.soundcloud.com/player/?url=x" onload="alert(1)" srcdoc="<script>alert(1)</script>"></iframe></div>')).toBe(
      '<div data-embed="soundcloud"><iframe src="https://w.soundcloud.com/player/?url=x"></iframe></div>',
    );
    expect(clean('<div class="x" style="position:fixed"><p>plain</p></div>')).toBe('<p>plain</p>');
  });

  it('takes images from our storage only, stored as relative paths', () => {
    expect(clean('<img src="https://newsroom.example/storage/files/a.jpg" alt="ours">')).toBe('<img src="/storage/files/a.jpg" alt="ours" />');
    expect(clean('<p>x<img src="https://tracker.example/storage/files/a.jpg" alt="t"></p>')).toBe('<p>x</p>');
    expect(clean('<p>x<img src="/storage/../secrets" alt="t"><img src="/uploads/a.jpg"></p>')).toBe('<p>x</p>');
    expect(clean('<img src="/storage/files/b.jpg">')).toBe('<img src="/storage/files/b.jpg" alt="" />');
  });

  it('defeats nested and foreign-namespace tricks', () => {
    const nested = clean('<p><scr<script>ipt>alert(1)</script>text</p>');
    expect(nested).not.toMatch(/<script/i);
    expect(nested).toContain('text');
    const svg = clean('<p>ok</p><svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">s</a></svg><math><mi href="javascript:alert(1)">m</mi></math>');
    expect(svg).not.toMatch(/script|javascript|<svg|<math|<a/i);
    expect(svg.startsWith('<p>ok</p>')).toBe(true);
    expect(clean('<p><a href="&#106;avascript:alert(1)">enc</a></p>')).toBe('<p>enc</p>');
    expect(clean('<object data="x.swf"></object><embed src="x"><p>kept</p>')).toBe('<p>kept</p>');
  });

  it('cleans pasted Word markup and keeps its words', () => {
    const word = [
      '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]-->',
      '<h1 style="mso-margin-top-alt:auto">Heading</h1>',
      '<p class="MsoNormal" style="margin-bottom:0cm;mso-line-height-rule:exactly;text-align:center">',
      '<b><span lang="TR" style="font-size:12.0pt;font-family:&quot;Calibri&quot;,sans-serif;mso-fareast-font-family:Calibri">Bold</span></b>',
      '<span style="mso-spacerun:yes"> </span><i>words</i><o:p></o:p></p>',
    ].join('');
    expect(clean(word)).toBe('<h2>Heading</h2><p style="text-align:center"><strong>Bold</strong> <em>words</em></p>');
  });

  it('cleans pasted Google Docs markup and keeps its words', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234-abcd"><p dir="ltr" style="line-height:1.38;margin-top:0pt">' +
      '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;vertical-align:baseline;white-space:pre-wrap;">Docs text</span>' +
      '<span style="font-family:Arial;color:#1565c0">blue</span></p></b>';
    expect(clean(docs)).toBe('<p>Docs text<span style="color:#1565c0">blue</span></p>');
  });

  it('finds a blank link and an empty quote, the editor rules the server checks too', () => {
    expect(readRichHtml('<p><a href="https://example.com"> </a></p>', options).problem).toBe('richTextBlankLink');
    expect(readRichHtml('<p><a href="  ">text</a></p>', options).problem).toBe('richTextBlankLink');
    expect(readRichHtml('<blockquote><p> </p></blockquote>', options).problem).toBe('richTextEmptyBlockquote');
    expect(readRichHtml('<blockquote><p>Said</p></blockquote><p><a href="/news/1">News</a></p>', options).problem).toBeUndefined();
    // A link the allow-list drops (its scheme) is no blank link: its text stays.
    expect(readRichHtml('<p><a href="javascript:alert(1)">text</a></p>', options).problem).toBeUndefined();
  });
});
