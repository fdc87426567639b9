import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import type { EditorView } from '@tiptap/pm/view';
import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { useEmbedHosts } from '../../providers/embedHosts.ts';
import { cleanPastedHtml } from './cleanPastedHtml.ts';
import { useContentDirection } from '../textDirection/contentDirection.tsx';
import { documentHtmlWriter } from './documentHtml.ts';
import type { InlineImage } from './ImageDialog.tsx';
import type { RichTextDialog } from './richTextDialogs.ts';
import { richTextExtensions } from './richTextExtensions.ts';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import { richTextValidator } from './richTextValidation.ts';
import { useDebouncedCommit } from './useDebouncedCommit.ts';

// The dialogs load when first opened: opening the editor does not wait for them.
const LinkDialog = lazy(() => import('./LinkDialog.tsx').then((module) => ({ default: module.LinkDialog })));
const MultiLinkDialog = lazy(() => import('./MultiLinkDialog.tsx').then((module) => ({ default: module.MultiLinkDialog })));
const EmbedDialog = lazy(() => import('./EmbedDialog.tsx').then((module) => ({ default: module.EmbedDialog })));
const ImageDialog = lazy(() => import('./ImageDialog.tsx').then((module) => ({ default: module.ImageDialog })));

/** How long typing pauses before the document is written into the form (ms). */
export const RICH_TEXT_COMMIT_DELAY = 300;

export interface RichTextInputProps {
  source: string;
  /** i18n key of the label. */
  label: string;
  validate?: Validator | Validator[];
  isRequired?: boolean;
  helperText?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The media picker: resolves to the chosen stored image, or undefined when cancelled. Without it, a dialog asks for a stored image's address. */
  onPickImage?: () => Promise<InlineImage | undefined>;
  /** For tests; default RICH_TEXT_COMMIT_DELAY. */
  commitDelay?: number;
}

const emptyAsNull = (html: string) => (html === '' ? null : html);

const isMac = typeof navigator !== 'undefined' && /Mac|iP(?:hone|[oa]d)/.test(navigator.platform);

/**
 * Whether the browser's caret is where the editor's state says: a key that moved it (End, an
 * arrow, a click) is read by ProseMirror when its selectionchange event comes, which may be after
 * the next key.
 */
function caretInStep(view: EditorView): boolean {
  const selection = view.dom.ownerDocument.getSelection();
  if (!selection?.anchorNode || !selection.focusNode || !view.dom.contains(selection.anchorNode) || !view.dom.contains(selection.focusNode)) return false;
  try {
    return view.posAtDOM(selection.anchorNode, selection.anchorOffset) === view.state.selection.anchor && view.posAtDOM(selection.focusNode, selection.focusOffset) === view.state.selection.head;
  } catch {
    return false;
  }
}

/**
 * A typed character goes into the document as a transaction, the browser's own insertion prevented.
 * ProseMirror leaves a plain keystroke to the browser and reads the change back from the DOM; in a
 * long story that costs the browser's editing machinery and a read of the changed DOM on every key
 * (several milliseconds), where a transaction changes one text node. It is what ProseMirror itself
 * does when the selection is not plain text: the input rules (`handleTextInput`) see the character
 * first, and the text takes the stored marks or those at the caret. Whenever the browser's caret is
 * not where the editor's state says (a move not yet read), the key is left to the browser as before.
 * Compositions (IME, dead keys) never come here: ProseMirror skips keypress while one runs.
 */
function typeAsTransaction(view: EditorView, event: KeyboardEvent): boolean {
  if (!event.charCode || (event.ctrlKey && !event.altKey) || (isMac && event.metaKey)) return false;
  const text = String.fromCharCode(event.charCode);
  if (/[\r\n]/.test(text) || view.state.selection.toJSON().type !== 'text' || !caretInStep(view)) return false;
  const { from, to } = view.state.selection;
  const insert = () => view.state.tr.insertText(text).scrollIntoView();
  if (!view.someProp('handleTextInput', (handle) => handle(view, from, to, text, insert))) view.dispatch(insert());
  return true;
}

/** How near the edge of the editor's box or the window the caret may come before it is scrolled into view (px). */
const CARET_MARGIN = 8;

/**
 * Whether the caret stands well inside the editor's scroll box and the window, so nothing needs
 * scrolling: ProseMirror's own check reads the box of every ancestor up to the page and their
 * computed styles, on every key. Anything else (a selection, the caret near an edge) is left to it.
 */
export function caretInView(view: Pick<EditorView, 'state' | 'coordsAtPos' | 'dom'>, scroller: Pick<HTMLElement, 'getBoundingClientRect'> | null): boolean {
  if (!scroller || !view.state.selection.empty) return false;
  let caret: { top: number; bottom: number };
  try {
    caret = view.coordsAtPos(view.state.selection.head);
  } catch {
    return false;
  }
  const box = scroller.getBoundingClientRect();
  const frame = view.dom.ownerDocument.defaultView;
  if (!frame || caret.bottom <= caret.top) return false;
  return caret.top >= Math.max(box.top, 0) + CARET_MARGIN && caret.bottom <= Math.min(box.bottom, frame.innerHeight) - CARET_MARGIN;
}

/**
 * A content's text in the rich text editor (tiptap; the schema is resources/richHtml.ts's
 * allow-list). The document is written into the form once typing pauses, on blur and before a
 * save, never on every keystroke, so a long story stays quick to type in.
 */
export function RichTextInput({ source, label, validate, isRequired, helperText, disabled, autoFocus, onPickImage, commitDelay = RICH_TEXT_COMMIT_DELAY }: RichTextInputProps) {
  const translate = useTranslate();
  const labelId = useId();
  const direction = useContentDirection();
  const validators = useMemo(() => [...(Array.isArray(validate) ? validate : validate ? [validate] : []), richTextValidator], [validate]);
  const { id, field, fieldState, formState } = useInput({ source, validate: validators, isRequired, parse: emptyAsNull, format: (value) => value ?? '' });
  const [dialog, setDialog] = useState<RichTextDialog | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  // What the editor last wrote into the form: a form value that differs came from outside (a reset, a loaded record).
  const written = useRef<string>(field.value ?? '');
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef(field);
  fieldRef.current = field;
  // The site's embed hosts as they are when a frame is parsed (its settings may arrive after the editor is made).
  const hosts = useEmbedHosts();
  const embedHosts = useRef(hosts);
  embedHosts.current = hosts;

  const editor = useEditor(
    {
      extensions: richTextExtensions(() => embedHosts.current),
      content: field.value ?? '',
      editable: !disabled,
      autofocus: autoFocus ? 'end' : false,
      shouldRerenderOnTransaction: false,
      // Its 'delete' events are not listened to, and it works out the changed ranges of every transaction.
      enableCoreExtensions: { delete: false },
      editorProps: {
        attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, ...direction },
        transformPastedHTML: (html) => cleanPastedHtml(html),
        handleKeyPress: typeAsTransaction,
        handleScrollToSelection: (view) => caretInView(view, scrollerRef.current),
        handleKeyDown: (_view, event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
            event.preventDefault();
            setDialog('link');
            return true;
          }
          // A keyboard save (Ctrl+S) reads the form right after this: write the text first.
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') commitRef.current();
          return false;
        },
      },
    },
    [],
  );

  // The document as loaded, with the HTML it came from: the server's sanitised HTML is not written
  // character for character as the editor writes it (`<img … />`, a table's widths), so a text
  // merely clicked in must not be written back as a change (the form dirty, a draft offered).
  const loaded = useRef<{ doc: EditorView['state']['doc']; html: string } | undefined>(undefined);
  useEffect(() => {
    if (!editor || editor.isDestroyed || loaded.current) return;
    // Its plugins complete a document at its first transaction (a paragraph after a closing table): the
    // loaded document is taken as they will have it, worked out apart (nothing is drawn for it).
    loaded.current = { doc: editor.state.apply(editor.state.tr).doc, html: written.current };
  }, [editor]);
  const writeHtml = useMemo(() => editor && documentHtmlWriter(editor.schema), [editor]);
  const commit = useCallback(() => {
    if (!editor || editor.isDestroyed || !writeHtml) return;
    const { doc } = editor.state;
    const html = editor.isEmpty ? '' : loaded.current?.doc.eq(doc) ? loaded.current.html : writeHtml(doc);
    if (html === written.current) return;
    written.current = html;
    // The form holds the value at once; what redraws because of it (the fields watching the text, the
    // draft's status) is drawn as a transition, in slices a keystroke may come between: the next word
    // is often typed while the last one is being written into the form.
    startTransition(() => fieldRef.current.onChange(html));
  }, [editor, writeHtml]);
  const { schedule, flush } = useDebouncedCommit(commit, commitDelay);
  const commitRef = useRef(flush);
  commitRef.current = flush;

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const blur = () => {
      flush();
      fieldRef.current.onBlur();
    };
    editor.on('update', schedule);
    editor.on('blur', blur);
    // A save by the form's button or by Enter: the submit event comes before react-hook-form reads the values.
    const form = rootRef.current?.closest('form');
    form?.addEventListener('submit', flush, true);
    return () => {
      editor.off('update', schedule);
      editor.off('blur', blur);
      form?.removeEventListener('submit', flush, true);
    };
  }, [editor, schedule, flush]);

  useEffect(() => {
    const value = field.value ?? '';
    if (!editor || editor.isDestroyed || value === written.current) return;
    written.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
    loaded.current = { doc: editor.state.doc, html: value };
  }, [editor, field.value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const insertImage = useCallback((image: InlineImage) => editor?.chain().focus().setImage(image).run(), [editor]);
  // Stable, so that writing the text into the form does not draw the toolbar again.
  const pickImage = useCallback(() => {
    if (!onPickImage) return setDialog('image');
    void onPickImage().then((image) => image && insertImage(image));
  }, [onPickImage, insertImage]);
  const toggleFullscreen = useCallback(() => setFullscreen((on) => !on), []);

  const error = (fieldState.isTouched || formState.isSubmitted) && fieldState.invalid ? fieldState.error?.message : undefined;
  const closeDialog = () => setDialog(null);
  // The same element while only the form's value changes: writing a paused word into the form does
  // not draw the toolbar and the editor's frame again (their styles are worked out on every draw).
  const frame = useMemo(
    () => (
      <Box
        onKeyDown={(event) => event.key === 'Escape' && fullscreen && setFullscreen(false)}
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          ...(fullscreen ? { position: 'fixed', inset: 0, zIndex: 'modal', display: 'flex', flexDirection: 'column', borderRadius: 0 } : {}),
        }}
      >
        {editor && (
          <RichTextToolbar
            editor={editor}
            onDialog={setDialog}
            onImage={pickImage}
            fullscreen={fullscreen}
            onFullscreen={toggleFullscreen}
            disabled={disabled}
          />
        )}
        <Box
          ref={scrollerRef}
          sx={{
            px: 2,
            overflow: 'auto',
            ...(fullscreen ? { flex: 1 } : { minHeight: 200, maxHeight: '70vh' }),
            '& .ProseMirror': { outline: 'none', minHeight: fullscreen ? '100%' : 180, py: 1 },
            // A long story's blocks off screen are neither laid out nor painted (Chromium keeps their last
            // size): a keystroke, or a field measuring itself, no longer lays out 5 000 words.
            '& .ProseMirror > *': { contentVisibility: 'auto', containIntrinsicSize: 'auto 3em' },
            '& .ProseMirror blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
            '& .ProseMirror table': { borderCollapse: 'collapse', width: '100%' },
            '& .ProseMirror td, & .ProseMirror th': { border: 1, borderColor: 'divider', p: 0.5, verticalAlign: 'top' },
            '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
            '& .ProseMirror iframe': { maxWidth: '100%', pointerEvents: 'none' },
            '& .ProseMirror .ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        >
          <EditorContent editor={editor} aria-label={translate('richText.editor')} />
        </Box>
      </Box>
    ),
    [editor, error, fullscreen, disabled, pickImage, toggleFullscreen, translate],
  );
  return (
    <FormControl ref={rootRef} error={!!error} fullWidth sx={{ my: 1 }}>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        <FieldTitle label={label} isRequired={isRequired} />
      </FormLabel>
      {frame}
      <FormHelperText component="div">
        <InputHelperText error={error} helperText={helperText} />
      </FormHelperText>
      <Suspense fallback={null}>
        {editor && dialog === 'link' && <LinkDialog editor={editor} onClose={closeDialog} />}
        {editor && dialog === 'multiLink' && <MultiLinkDialog editor={editor} onClose={closeDialog} />}
        {editor && dialog === 'embed' && <EmbedDialog editor={editor} onClose={closeDialog} />}
        {dialog === 'image' && <ImageDialog onInsert={insertImage} onClose={closeDialog} />}
      </Suspense>
    </FormControl>
  );
}
