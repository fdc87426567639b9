import { ALL_ENTITIES, ENTITY_ACTION, EntityDecoder } from '@nodable/entities';
import { XMLParser, XMLValidator, type X2jOptions } from 'fast-xml-parser';
import { WireFormatError } from './wireItem.ts';

/** One element of parsed markup, in the shape the wire parsers read. */
export interface MarkupElement {
  /** Local name: the namespace prefix dropped. */
  name: string;
  /** Attributes by local name (`xml:lang` → `lang`). */
  attrs: Record<string, string>;
  /** Child elements in order. */
  children: MarkupElement[];
  /** Text and child elements in document order (mixed content: NITF and XHTML bodies). */
  content: (MarkupElement | string)[];
}

const PARSER_OPTIONS: Partial<X2jOptions> = {
  // Element order is kept so that the paragraphs and marks of a body stay where they were.
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // Values stay text as written: a headline "2024" is not a number, its spaces are not trimmed.
  parseTagValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Character references and the HTML names agencies put in bodies are decoded. An entity a DOCTYPE
  // declares is never expanded (no entity bombs); an external one makes the parser refuse the file.
  entityDecoder: new EntityDecoder({ namedEntities: ALL_ENTITIES, onInputEntity: () => ENTITY_ACTION.BLOCK }),
};

const parser = new XMLParser(PARSER_OPTIONS);

type OrderedNode = Record<string, unknown>;

function elementOf(name: string, nodes: OrderedNode[], attributes: unknown): MarkupElement {
  const element: MarkupElement = { name, attrs: (attributes ?? {}) as Record<string, string>, children: [], content: [] };
  for (const node of nodes) {
    if ('#text' in node) {
      element.content.push(String(node['#text']));
      continue;
    }
    const tag = Object.keys(node).find((key) => key !== ':@');
    if (tag === undefined) continue;
    const child = elementOf(tag, node[tag] as OrderedNode[], node[':@']);
    element.children.push(child);
    element.content.push(child);
  }
  return element;
}

/** Well-formed markup (already checked, or written by sanitize-html) → its elements under a nameless root. */
export function readWellFormed(markup: string): MarkupElement {
  return elementOf('', parser.parse(markup) as OrderedNode[], undefined);
}

/** The validator passes a self-closed second root element; found here, its line from the parser's offsets. */
function lineOfSecondRoot(xml: string): number {
  const located = new XMLParser({ ...PARSER_OPTIONS, captureMetaData: true }).parse(xml) as OrderedNode[];
  const offsets = located[1]?.[XMLParser.getMetaDataSymbol() as unknown as string] as { startIndex?: number } | undefined;
  return xml.slice(0, offsets?.startIndex ?? xml.length).split('\n').length;
}

/**
 * A whole XML document → its root element. Not well-formed is a WireFormatError naming the line and
 * the fault (the validator's words); so is a document the parser refuses (an external entity).
 */
export function readXmlDocument(source: string): MarkupElement {
  // Blank lines or a byte order mark before the XML declaration are not worth refusing a file for.
  const xml = source.slice(Math.max(0, source.search(/[^\s\ufeff]/)));
  const verdict = XMLValidator.validate(xml);
  if (verdict !== true) throw new WireFormatError(`broken XML: line ${verdict.err.line}: ${verdict.err.msg}`, 'malformed');
  let document: MarkupElement;
  try {
    document = readWellFormed(xml);
  } catch (error) {
    throw new WireFormatError(`XML refused: ${(error as Error).message}`, 'malformed');
  }
  // The validator has made sure there is a root element.
  const [root, second] = document.children;
  if (second) throw new WireFormatError(`broken XML: line ${lineOfSecondRoot(xml)}: second root element <${second.name}>`, 'malformed');
  return root;
}

export function childNamed(element: MarkupElement | undefined, name: string): MarkupElement | undefined {
  return element?.children.find((child) => child.name === name);
}

export function childrenNamed(element: MarkupElement | undefined, name: string): MarkupElement[] {
  return element ? element.children.filter((child) => child.name === name) : [];
}

/** All text inside, whitespace runs collapsed to one space and trimmed. */
export function textOf(element: MarkupElement | undefined): string {
  if (!element) return '';
  let text = '';
  const collect = (node: MarkupElement) => {
    for (const part of node.content) {
      if (typeof part === 'string') text += part;
      else {
        // A line break or a block between two words must not glue them together.
        if (part.name === 'br' || part.name === 'p') text += ' ';
        collect(part);
      }
    }
  };
  collect(element);
  return text.replace(/\s+/g, ' ').trim();
}

/** The first element of that name below, depth first. */
export function findDescendant(element: MarkupElement | undefined, name: string): MarkupElement | undefined {
  if (!element) return undefined;
  for (const child of element.children) {
    if (child.name === name) return child;
    const found = findDescendant(child, name);
    if (found) return found;
  }
  return undefined;
}
