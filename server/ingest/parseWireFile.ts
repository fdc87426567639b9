import { parseNewsmlG2 } from './newsmlG2.ts';
import { looksLikeNinjs, parseNinjs } from './ninjs.ts';
import { WireFormatError, type WireItem } from './wireItem.ts';
import { MAX_MARKUP_DEPTH, markupTooDeep } from '../../resources/markupDepth.ts';

/** A wire document nests its body inside a few wrappers: twice an article's bound is room enough. */
export const MAX_WIRE_DEPTH = 2 * MAX_MARKUP_DEPTH;

/** Whether JSON nests objects and arrays past `max`, in one pass that skips strings. */
function jsonTooDeep(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92) index++;
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) {
      if (++depth > max) return true;
    } else if (code === 125 || code === 93) depth--;
  }
  return false;
}

const tooDeep = () => new WireFormatError(`nested deeper than ${MAX_WIRE_DEPTH} levels: refused unread`, 'malformed');

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Bytes → text. Valid UTF-8 is read as UTF-8 whatever the XML declaration says: feeds often label
 * UTF-8 files ISO-8859-1, while real Latin text almost never forms valid UTF-8. Otherwise the
 * declared encoding (windows-1254 for Turkish wires, say) is used.
 */
export function decodeWireBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  try {
    return strictUtf8.decode(bytes);
  } catch {
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 256));
    const label = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
    if (!label) throw new WireFormatError('the file is not valid UTF-8 and declares no other encoding', 'malformed');
    let decoder: TextDecoder;
    try {
      decoder = new TextDecoder(label, { fatal: true });
    } catch {
      throw new WireFormatError(`unknown encoding "${label}" in the XML declaration`, 'malformed');
    }
    try {
      return decoder.decode(bytes);
    } catch {
      throw new WireFormatError(`the file is not valid ${label}`, 'malformed');
    }
  }
}

/**
 * One wire file → its items, the format told by the content, not the name: XML is NewsML-G2,
 * a JSON object that looks like ninjs is ninjs. Anything else, or a file a parser refuses, throws a
 * WireFormatError whose message is the reason to write beside the moved-aside file.
 */
export function parseWire(fileName: string, input: Uint8Array | string): WireItem[] {
  const text = typeof input === 'string' ? input : decodeWireBytes(input);
  const start = text.search(/[^\s\ufeff]/);
  if (start === -1) throw new WireFormatError('empty file', 'malformed');
  const first = text[start];
  // The parsers' time grows faster than the text with the nesting: a file nested past reason is refused before them.
  if (first === '<') {
    if (markupTooDeep(text, MAX_WIRE_DEPTH)) throw tooDeep();
    return parseNewsmlG2(text);
  }
  if (first === '{' || first === '[') {
    if (jsonTooDeep(text, MAX_WIRE_DEPTH)) throw tooDeep();
    let document: unknown;
    try {
      document = JSON.parse(start === 0 ? text : text.slice(start));
    } catch (error) {
      throw new WireFormatError(`broken JSON: ${(error as Error).message}`, 'malformed');
    }
    if (looksLikeNinjs(document)) return parseNinjs(document);
    throw new WireFormatError('unknown format: JSON that is not a ninjs document (no uri, standard or $schema)', 'unknown-format');
  }
  const name = fileName.split(/[\\/]/).pop() || fileName;
  throw new WireFormatError(`unknown format: ${name} starts with neither XML nor JSON`, 'unknown-format');
}
