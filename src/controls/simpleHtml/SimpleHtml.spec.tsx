import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SimpleHtml } from './SimpleHtml.tsx';

const markup = (html: string) => renderToStaticMarkup(<SimpleHtml html={html} />).replace(/^<div[^>]*>|<\/div>$/g, '');

describe('SimpleHtml', () => {
  it('keeps the simple elements and their text', () => {
    expect(markup('<p>One <strong>two</strong><br>three</p><ul>\n<li>a</li>\n</ul>')).toBe('<p>One <strong>two</strong><br/>three</p><ul><li>a</li></ul>');
  });

  it('keeps only web and mail links, opened apart from the app', () => {
    expect(markup('<a href="https://a.example/x">web</a> <a href="javascript:alert(1)">js</a> <a href="/ours">rel</a>')).toBe(
      '<a href="https://a.example/x" target="_blank" rel="noopener noreferrer nofollow">web</a> js rel',
    );
  });

  it('drops scripts, handlers, images and unknown elements, keeping text', () => {
    const html = '<p onclick="alert(1)" style="color:red">x<script>alert(2)</script><img src=x onerror="alert(3)"><span>y</span></p><iframe src="https://evil.example"></iframe>';
    expect(markup(html)).toBe('<p>xy</p>');
  });

  it('drops whole what the shared allow-list drops (no text of a form control, title or frame shows)', () => {
    expect(markup('<p>a<textarea>typed</textarea><select><option>choice</option></select><noscript>nojs</noscript></p><title>t</title>')).toBe('<p>a</p>');
  });

  it('leaves the whitespace out of tables', () => {
    expect(markup('<table>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>')).toBe('<table><tbody><tr><td>1</td></tr></tbody></table>');
  });
});
