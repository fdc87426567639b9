import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { DOMSerializer } from '@tiptap/pm/model';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import { caretInView } from './RichTextInput.tsx';
import * as stories from './RichTextInput.stories';
import { richTextProblem } from './richTextValidation.ts';

setProjectAnnotations(preview);
const { Empty } = composeStories(stories);

beforeAll(() => Empty.load());

const formValue = () => screen.getByTestId('form-value').textContent ?? '';
const editorElement = async () => (await screen.findByRole('textbox')) as HTMLElement & { editor?: Editor };
/** tiptap keeps its editor on the element it renders into. */
const editorOf = async () => {
  const element = await editorElement();
  await waitFor(() => expect(element.editor).toBeDefined());
  return element.editor!;
};

/** A long story: 5 000 words in paragraphs, 30 images and 5 tables. */
function largeDocument() {
  const words = Array.from({ length: 50 }, (_, index) => `kelime${index}`).join(' ');
  const table = '<table><tbody><tr><th><p>A</p></th><th><p>B</p></th></tr><tr><td><p>1</p></td><td><p>2</p></td></tr></tbody></table>';
  return Array.from({ length: 100 }, (_, index) =>
    [`<p>${words}</p>`, index % 3 === 0 && index < 90 ? `<img src="/storage/files/photo-${index}.jpg" alt="Foto ${index}">` : '', index % 20 === 0 ? table : ''].join(''),
  ).join('');
}

describe('RichTextInput', () => {
  it('writes a long document into the form after typing pauses and on blur, not on every keystroke', async () => {
    const text = largeDocument();
    render(<Empty text={text} commitDelay={300} />);
    const editor = await editorOf();
    expect(editor.state.doc.textBetween(0, editor.state.doc.content.size, ' ').split(' ').length).toBeGreaterThanOrEqual(5000);
    // Whatever loading the text left to write is written first.
    fireEvent.blur(await editorElement());
    const serializeBlock = vi.spyOn(DOMSerializer.prototype, 'serializeNode');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => {
        editor.commands.setTextSelection(editor.state.doc.content.size - 1);
        for (const letter of 'yeni') editor.commands.insertContent(letter);
      });
      expect(serializeBlock).not.toHaveBeenCalled();
      expect(formValue()).not.toContain('yeni');
      act(() => vi.advanceTimersByTime(300));
      const firstCommit = serializeBlock.mock.calls.length;
      expect(firstCommit).toBeGreaterThan(0);
      expect(formValue()).toMatch(/yeni<\/p>$/);

      act(() => {
        editor.commands.insertContent(' son');
      });
      fireEvent.blur(await editorElement());
      await waitFor(() => expect(formValue()).toMatch(/yeni son<\/p>$/));
      // Only the paragraph typed in is serialised again.
      expect(serializeBlock).toHaveBeenCalledTimes(firstCommit + 1);
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  it('writes nothing back for a loaded text that was only clicked in, though the editor writes its HTML differently', async () => {
    // As the server keeps it: self-closing tags, a table without the editor's widths.
    const saved = '<p>Bir paragraf.</p><img src="/storage/files/a.jpg" alt="A" /><hr /><table><colgroup><col /></colgroup><tbody><tr><td colspan="1" rowspan="1"><p>1</p></td></tr></tbody></table>';
    render(<Empty text={saved} commitDelay={0} />);
    const editor = await editorOf();
    fireEvent.focus(await editorElement());
    fireEvent.blur(await editorElement());
    expect(formValue()).toBe(saved);
    // A change is written as the editor writes it; undone, the text is the loaded one again.
    act(() => {
      editor.chain().setTextSelection(4).insertContent('x').run();
    });
    fireEvent.blur(await editorElement());
    await waitFor(() => expect(formValue()).toContain('<p>Birx paragraf.</p><img src="/storage/files/a.jpg" alt="A">'));
    act(() => {
      editor.commands.undo();
    });
    fireEvent.blur(await editorElement());
    await waitFor(() => expect(formValue()).toBe(saved));
  });

  it('puts a typed character in as a transaction, the browser\'s insertion prevented; marks and input rules still apply', async () => {
    // ProseMirror scrolls a typed character into view by the caret's rectangle, which jsdom's ranges do not have.
    const zero = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };
    Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => zero });
    onTestFinished(() => {
      delete (Range.prototype as Partial<Range>).getClientRects;
      delete (Range.prototype as Partial<Range>).getBoundingClientRect;
    });
    render(<Empty text="<p>Metin</p>" />);
    const editor = await editorOf();
    const element = await editorElement();
    // In a browser the caret is where the editor put it; jsdom does not focus the editor, so it is put there by hand.
    const caretAtState = () => {
      const { node, offset } = editor.view.domAtPos(editor.state.selection.head);
      document.getSelection()!.collapse(node, offset);
    };
    const press = (key: string, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent('keypress', { key, charCode: key.charCodeAt(0), bubbles: true, cancelable: true, ...init });
      act(() => {
        element.dispatchEvent(event);
      });
      return event;
    };
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    });
    caretAtState();
    const typed = press('ş');
    expect(typed.defaultPrevented).toBe(true);
    expect(editor.getHTML()).toBe('<p>Metinş</p>');
    act(() => {
      editor.commands.toggleBold();
    });
    caretAtState();
    press('a');
    expect(editor.getHTML()).toBe('<p>Metinş<strong>a</strong></p>');
    // A shortcut is not text: Ctrl with a letter stays the keymap's.
    expect(press('b', { ctrlKey: true }).defaultPrevented).toBe(false);
    // A caret the browser moved that the editor has not read yet (End, then a key at once): the key is left to the browser.
    const firstText = element.querySelector('p')!.firstChild!;
    document.getSelection()!.collapse(firstText, 2);
    expect(press('x').defaultPrevented).toBe(false);
    expect(editor.getHTML()).toBe('<p>Metinş<strong>a</strong></p>');
    // The input rules still see each character: '> ' at the start of a paragraph makes a quote.
    act(() => {
      editor.commands.setContent('<p></p>');
      editor.commands.setTextSelection(1);
    });
    caretAtState();
    press('>');
    caretAtState();
    press(' ');
    expect(editor.getHTML()).toMatch(/^<blockquote><p><\/p><\/blockquote>/);
  });

  it('saves what was typed just before the save button, with no wait', async () => {
    const onSubmit = vi.fn();
    render(<Empty onSubmit={onSubmit} commitDelay={60_000} />);
    const editor = await editorOf();
    act(() => {
      editor.commands.insertContent('Son dakika');
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Kaydet' }).closest('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ text: '<p>Son dakika</p>' });
  });

  it('writes the text at once on Ctrl+S, before a keyboard save reads the form', async () => {
    render(<Empty commitDelay={60_000} />);
    const element = await editorElement();
    const editor = await editorOf();
    act(() => {
      editor.commands.insertContent('Kaydet beni');
    });
    expect(formValue()).toBe('');
    fireEvent.keyDown(element, { key: 's', ctrlKey: true });
    await waitFor(() => expect(formValue()).toBe('<p>Kaydet beni</p>'));
  });

  it('adds a link only with its text and address (Ctrl+K opens the dialog)', async () => {
    render(<Empty />);
    const element = await editorElement();
    await editorOf();
    fireEvent.keyDown(element, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Bağlantı' });
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Bağlantı metni alanı zorunludur.')).toBeTruthy();
    expect(screen.getByText('Adres alanı zorunludur.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Bağlantı metni' }), 'Haberin devamı');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adres' }), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(dialog.isConnected).toBe(true);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Adres' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Adres' }), 'https://example.com/devam');
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(element.querySelector('a')?.getAttribute('href')).toBe('https://example.com/devam'));
    expect(element.querySelector('a')?.textContent).toBe('Haberin devamı');
  });

  it('adds several links at once as a list', async () => {
    render(<Empty />);
    const element = await editorElement();
    await editorOf();
    await userEvent.click(screen.getByRole('button', { name: 'Birden çok bağlantı' }));
    await screen.findByRole('dialog', { name: 'Birden çok bağlantı' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Bağlantı metni 1' }), 'Birinci');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adres 1' }), 'https://example.com/1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Bağlantı metni 2' }), 'İkinci');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adres 2' }), '/haber/2');
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect([...element.querySelectorAll('li a')].map((link) => link.getAttribute('href'))).toEqual(['https://example.com/1', '/haber/2']));
  });

  it('accepts embed code of an allowed host only', async () => {
    render(<Empty />);
    const element = await editorElement();
    await editorOf();
    await userEvent.click(screen.getByRole('button', { name: 'Gömülü içerik' }));
    const code = await screen.findByRole('textbox', { name: 'Gömme kodu' });
    fireEvent.change(code, { target: { value: '<iframe src="https://evil.example/player"></iframe>' } });
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText(/^evil\.example adresinden gelen çerçeveler bu sitede kabul edilmiyor\. İzin verilen adresler: youtube\.com, /)).toBeTruthy();
    fireEvent.change(code, { target: { value: '<p>no frame</p>' } });
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Lütfen geçerli bir Gömülü içerik kodu giriniz.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '<iframe width="560" src="https://player.vimeo.com/video/42" onload="x()"></iframe>' } });
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(element.querySelector('div[data-embed="vimeo"] iframe')?.getAttribute('src')).toBe('https://player.vimeo.com/video/42'));
    expect(element.querySelector('iframe')?.hasAttribute('onload')).toBe(false);
  });

  it('inserts the image the media picker hands back', async () => {
    const onPickImage = vi.fn(async () => ({ src: '/storage/files/a.jpg', alt: 'Bir görsel' }));
    render(<Empty onPickImage={onPickImage} />);
    const element = await editorElement();
    await editorOf();
    await userEvent.click(screen.getByRole('button', { name: 'Görsel' }));
    await waitFor(() => expect(element.querySelector('img')?.getAttribute('alt')).toBe('Bir görsel'));
  });

  it('keeps the words of pasted Word markup and drops its styles, foreign colours and images', async () => {
    // jsdom has no clipboard events; ProseMirror only needs one to hand to its paste handlers.
    vi.stubGlobal('ClipboardEvent', class extends Event {});
    render(<Empty />);
    const editor = await editorOf();
    act(() => {
      editor.view.pasteHTML(
        '<p class="MsoNormal" style="mso-line-height-rule:exactly;text-align:center"><b><span style="font-family:Calibri;color:#123456">Kalın</span></b>' +
          '<span style="color:#d32f2f">kırmızı</span><o:p></o:p><img src="https://tracker.example/p.gif"></p>' +
          '<p class="MsoNormal" style="mso-margin-top-alt:auto;text-align:right">İkinci</p><script>alert(1)</script>',
      );
    });
    const html = editor.getHTML();
    expect(html).toContain('<strong>Kalın</strong>');
    // The first pasted paragraph joins the one under the cursor; the next keeps its alignment.
    expect(html).toMatch(/<p style="text-align: right;?">İkinci<\/p>/);
    expect(html).toMatch(/<span style="color: (#d32f2f|rgb\(211, 47, 47\));?">kırmızı<\/span>/);
    expect(html).not.toMatch(/123456|rgb\(18, 52, 86\)|font-family|mso-|tracker|script|<img/);

    act(() => {
      editor.commands.clearContent();
      editor.view.pasteHTML(
        '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr" style="line-height:1.38">' +
          '<span style="font-family:Arial;color:#000000;font-weight:700;white-space:pre-wrap">Docs</span>' +
          '<span style="font-family:Arial;color:#000000;font-weight:400">metni</span></p></b>',
      );
    });
    expect(editor.getHTML()).toBe('<p><strong>Docs</strong>metni</p>');
    vi.unstubAllGlobals();
  });
});

describe('caretInView', () => {
  const view = (caret: { top: number; bottom: number }, empty = true) =>
    ({ state: { selection: { empty, head: 1 } }, coordsAtPos: () => caret, dom: { ownerDocument: { defaultView: { innerHeight: 800 } } } }) as unknown as Parameters<typeof caretInView>[0];
  const box = (top: number, bottom: number) => ({ getBoundingClientRect: () => ({ top, bottom }) as DOMRect });

  it('spares the scroll only for a caret well inside both the editor\'s box and the window', () => {
    expect(caretInView(view({ top: 300, bottom: 318 }), box(200, 700))).toBe(true);
    // Near the box's bottom edge, above it, past the window's bottom, or a selection: the editor's own scroll decides.
    expect(caretInView(view({ top: 680, bottom: 698 }), box(200, 700))).toBe(false);
    expect(caretInView(view({ top: 150, bottom: 168 }), box(200, 700))).toBe(false);
    expect(caretInView(view({ top: 790, bottom: 808 }), box(200, 1200))).toBe(false);
    expect(caretInView(view({ top: 300, bottom: 318 }, false), box(200, 700))).toBe(false);
    expect(caretInView(view({ top: 300, bottom: 318 }), null)).toBe(false);
  });
});

describe('richTextProblem', () => {
  it('finds a link with blank text or address, and an empty quote', () => {
    expect(richTextProblem('<p><a href="https://example.com"> </a></p>')).toBe('richTextBlankLink');
    expect(richTextProblem('<p><a href=" ">Metin</a></p>')).toBe('richTextBlankLink');
    expect(richTextProblem('<blockquote><p> </p></blockquote>')).toBe('richTextEmptyBlockquote');
    expect(richTextProblem('<blockquote><p>Söz</p></blockquote><p><a href="/haber/1">Haber</a></p>')).toBeUndefined();
    expect(richTextProblem('')).toBeUndefined();
  });
});
