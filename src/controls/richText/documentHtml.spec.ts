import { Editor } from '@tiptap/core';
import { DOMSerializer } from '@tiptap/pm/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EMBED_HOSTS } from '../../../resources/embedHosts.ts';
import { documentHtmlWriter } from './documentHtml.ts';
import { richTextExtensions } from './richTextExtensions.ts';

const STORY = [
  '<h2 style="text-align: center">Başlık</h2>',
  '<p>Bir <strong>kalın</strong>, <em>eğik</em>, <u>altı çizili</u> ve <span style="color: #c62828">renkli</span> <a href="https://example.com/haber" rel="noopener" target="_blank">bağlantı</a>&nbsp;&amp; &lt;işaret&gt;.</p>',
  '<img src="/storage/files/images/foto-1.jpg" alt="Fotoğraf &quot;bir&quot;">',
  '<ul><li><p>Birinci</p></li><li><p>İkinci</p></li></ul><ol start="3"><li><p>Üçüncü</p></li></ol>',
  '<blockquote><p>Alıntı</p></blockquote><hr>',
  '<table><tbody><tr><th colspan="2"><p>Tablo</p></th></tr><tr><td><p>1</p></td><td><p>2</p></td></tr></tbody></table>',
  '<div data-embed="youtube"><iframe src="https://www.youtube.com/embed/abc"></iframe></div>',
  '<p>Son paragraf.</p>',
].join('');

describe('documentHtmlWriter', () => {
  let editor: Editor | undefined;
  afterEach(() => {
    editor?.destroy();
    vi.restoreAllMocks();
  });

  it("writes what the editor's getHTML writes, serialising again only the blocks an edit replaced", () => {
    editor = new Editor({ extensions: richTextExtensions(() => DEFAULT_EMBED_HOSTS), content: STORY });
    const write = documentHtmlWriter(editor.schema);
    expect(write(editor.state.doc)).toBe(editor.getHTML());

    const serializeNode = vi.spyOn(DOMSerializer.prototype, 'serializeNode');
    const last = editor.state.doc.content.size - 1;
    editor.chain().setTextSelection(last - 1).insertContent(' yeni').run();
    expect(write(editor.state.doc)).toBe(editor.getHTML());
    expect(serializeNode).toHaveBeenCalledTimes(1);
    expect(write(editor.state.doc)).toMatch(/<p>Son paragraf yeni\.<\/p>$/);
  });
});
