import { typeValues } from '../../resources/contentTypes.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { jpegSample } from '../server/support/mediaSamples.ts';
import { uploadImage } from '../server/support/storageClient.ts';
import { VOCABULARY } from './contentVocabulary.ts';

const [NEWS] = typeValues('news');
const PARAGRAPHS = 100;
const WORDS_PER_PARAGRAPH = 50;
const IMAGE_EVERY = 3;
const IMAGES = 30;
const TABLE_AFTER = [10, 30, 50, 70, 90];

/** The last paragraph ends with this word: the editor holds the whole text once it shows it. */
export const LAST_WORD = 'sonparagraf';

export interface LongItem {
  id: string;
  /** Its editor's address, relative to the server. */
  path: string;
  /** The paragraph (a `p` child of the editor, from 0) where the bench types. */
  middleParagraph: number;
  /** Its text as the server saved it. */
  text: string;
}

async function api<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, siteid: '4' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Words drawn from the bench vocabulary by a fixed sequence, so every run types into the same text. */
function wordSource() {
  let state = 12345;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return VOCABULARY[state % VOCABULARY.length]!;
  };
}

const table = (n: number, word: () => string) => {
  const row = (cell: 'th' | 'td') => `<tr>${[1, 2, 3].map(() => `<${cell}><p>${word()} ${word()}</p></${cell}>`).join('')}</tr>`;
  return `<table><tbody>${row('th')}${Array.from({ length: 4 }, () => row('td')).join('')}</tbody></table><p>Tablo ${n}</p>`;
};

/** 5 000 words in 100 paragraphs, a stored image after every third of the first ninety, five tables. */
function longText(imageSources: string[]): string {
  const word = wordSource();
  const parts: string[] = [];
  for (let n = 1; n <= PARAGRAPHS; n++) {
    const words = Array.from({ length: WORDS_PER_PARAGRAPH }, word);
    if (n === PARAGRAPHS) words[words.length - 1] = LAST_WORD;
    parts.push(`<p>${words.join(' ')}.</p>`);
    if (n % IMAGE_EVERY === 0 && n / IMAGE_EVERY <= imageSources.length) parts.push(`<img src="${imageSources[n / IMAGE_EVERY - 1]}" alt="Fotoğraf ${n / IMAGE_EVERY}">`);
    if (TABLE_AFTER.includes(n)) parts.push(table(TABLE_AFTER.indexOf(n) + 1, word));
  }
  return parts.join('');
}

/**
 * One news item on site 4, saved through the API as the administrator: 30 small JPEGs uploaded to
 * storage first (the first is also its cover), then the long text that shows them.
 */
export async function seedLongItem(baseUrl: string): Promise<LongItem> {
  const token = await demoToken(baseUrl, 'admin');
  const stored: { relativePath: string; width: number | null; height: number | null }[] = [];
  for (let n = 1; n <= IMAGES; n++) {
    const answer = await uploadImage(baseUrl, token, `foto-${n}.jpg`, await jpegSample(480, 270, n));
    if (!answer.body.data) throw new Error(`could not upload an image: ${JSON.stringify(answer.body)}`);
    stored.push(answer.body.data);
  }
  const { saveCategory } = await api<{ saveCategory: { id: string } }>(baseUrl, token, 'mutation C($input: CategoryInput!) { saveCategory(input: $input) { id } }', {
    input: { name: 'Gündem', linkName: 'gundem', contentTypes: [NEWS], isApproved: true },
  });
  const cover = stored[0]!;
  const { saveContent } = await api<{ saveContent: { id: string; text: string } }>(baseUrl, token, 'mutation S($input: ContentInput!) { saveContent(input: $input) { id text } }', {
    input: {
      type: NEWS,
      title: 'Uzun haber: beş bin kelime, otuz fotoğraf ve beş tablo',
      spot: 'Editörün yazarken beklememesi gereken uzun bir metin.',
      text: longText(stored.map((file) => `/storage/files/${file.relativePath}`)),
      categoryId: saveCategory.id,
      coverImages: [{ isSelected: true, image: { path: cover.relativePath, width: cover.width, height: cover.height, text: 'Kapak', crops: [] } }],
    },
  });
  const images = saveContent.text.match(/<img /g)?.length ?? 0;
  const tables = saveContent.text.match(/<table/g)?.length ?? 0;
  if (images !== IMAGES || tables !== TABLE_AFTER.length) throw new Error(`the saved text holds ${images} images and ${tables} tables`);
  return { id: saveContent.id, path: `/content/news/${saveContent.id}`, middleParagraph: PARAGRAPHS / 2, text: saveContent.text };
}
