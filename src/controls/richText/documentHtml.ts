import { DOMSerializer, type Node, type Schema } from '@tiptap/pm/model';

/**
 * The document as HTML, exactly as tiptap's getHTML() writes it, remembered per top-level block:
 * blocks are immutable and an edit replaces only those it touches, so writing a long story into
 * the form serialises the paragraph being typed in, not 5 000 words, 30 images and 5 tables again.
 * Built in a document of its own, which loads no image.
 */
export function documentHtmlWriter(schema: Schema): (doc: Node) => string {
  const serializer = DOMSerializer.fromSchema(schema);
  const target = document.implementation.createHTMLDocument();
  const container = target.createElement('div');
  const written = new WeakMap<Node, string>();
  return (doc) => {
    let html = '';
    doc.forEach((block) => {
      let blockHtml = written.get(block);
      if (blockHtml === undefined) {
        container.replaceChildren(serializer.serializeNode(block, { document: target }));
        blockHtml = container.innerHTML;
        written.set(block, blockHtml);
      }
      html += blockHtml;
    });
    return html;
  };
}
