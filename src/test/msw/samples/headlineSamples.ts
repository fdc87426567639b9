import { contentTypeByKey } from '../../../../resources/contentTypes.ts';
import type { Headline, HeadlineItem } from '../../../workflows/headlines/headlineMethods.ts';

export const HEADLINE_CATEGORIES = [
  { id: '1', name: 'Homepage', isApproved: true, version: 1, siteId: '1' },
  { id: '2', name: 'Sports', isApproved: true, version: 1, siteId: '1' },
];

/** The site's headline tags: two approved, one not (the board's select offers the approved ones). */
export const HEADLINE_TAGS = [
  { id: '11', name: 'Breaking news', isApproved: true, version: 1, siteId: '1' },
  { id: '12', name: 'Exclusive', isApproved: true, version: 1, siteId: '1' },
  { id: '13', name: 'Old series', isApproved: false, version: 1, siteId: '1' },
];

/** A headline tag as an item carries it. */
export const itemTag = (id: string) => {
  const { name, isApproved } = HEADLINE_TAGS.find((tag) => tag.id === id)!;
  return { id, name, isApproved };
};

const TODAY = new Date();
const at = (hours: number, minutes = 0) => new Date(TODAY.getFullYear(), TODAY.getMonth(), TODAY.getDate(), hours, minutes).toISOString();
const TOMORROW_NINE = new Date(TODAY.getFullYear(), TODAY.getMonth(), TODAY.getDate() + 1, 9).toISOString();

/** A live item of a headline: one of our contents unless `external` is given. */
export function headlineItem(headlineId: string, id: string, title: string, fields: Partial<HeadlineItem> = {}): HeadlineItem {
  return {
    __typename: 'HeadlineItem',
    id,
    headlineId,
    order: 1,
    state: 'LIVE',
    contentId: fields.external ? null : `c${id}`,
    content: fields.external ? null : { id: `c${id}`, title, contentType: contentTypeByKey('news').value, isApproved: true, publishedAt: at(8), coverUrl: null },
    external: null,
    provider: fields.external ? 'recipes' : 'contents',
    title,
    titleHidden: false,
    spot: null,
    spotHidden: false,
    manualUrl: null,
    images: {},
    pin: 'NONE',
    pinnedUntil: null,
    archive: true,
    tag: null,
    headlinedAt: at(9, 30),
    publishAt: null,
    auto: false,
    version: 1,
    updatedAt: at(9, 30),
    updatedByName: 'Elif Editör',
    ...fields,
  };
}

const numbered = (items: HeadlineItem[]) => items.map((item, index) => ({ ...item, order: index + 1 }));

function headline(id: string, name: string, itemCount: number, titles: string[], extra: Partial<Headline> = {}): Headline {
  return {
    __typename: 'Headline',
    id,
    version: 1,
    updatedAt: at(9, 30),
    autoCategoryId: null,
    autoContentType: null,
    autoTotalCount: null,
    headlineType: { id: `t${id}`, name, itemCount, supportedContentTypes: [], coverCropWidth: 1280, coverCropHeight: 720 },
    items: numbered(titles.map((title, index) => headlineItem(id, `${id}-${index + 1}`, title))),
    pending: [],
    ...extra,
  };
}

/** The homepage category's board: a main headline longer than its type shows, a pinned item, a tagged one, an auto column and a pending item. */
export function sampleHeadlines(): Headline[] {
  const main = headline('h1', 'Main headline', 4, ['Parliament passes the budget', 'Storm closes the harbour', 'Central bank holds the rate', 'New metro line opens', 'Derby ends in a draw']);
  main.items[1] = { ...main.items[1], pin: 'PINNED', pinnedUntil: at(23, 59) };
  main.items[2] = { ...main.items[2], titleHidden: true };
  main.items[3] = { ...main.items[3], tag: itemTag('11') };
  main.items[4] = headlineItem('h1', 'h1-5', 'Lentil soup with mint', { order: 5, external: { title: 'Lentil soup with mint' } });
  main.pending = [headlineItem('h1', 'h1-p1', 'Election results at nine', { state: 'PENDING', order: 1, publishAt: TOMORROW_NINE, headlinedAt: null })];
  const auto = headline('h2', 'Latest news', 10, ['Museum night draws crowds'], { autoCategoryId: '7', autoContentType: 1, autoTotalCount: 3 });
  auto.items = numbered([...auto.items, headlineItem('h2', 'h2-a1', 'Rain expected at the weekend', { auto: true }), headlineItem('h2', 'h2-a2', 'Traffic eases on the bridge', { auto: true })]);
  const sidebar = headline('h3', 'Sidebar', 6, ['Theatre festival starts', 'Ferry timetable changes']);
  return [main, auto, sidebar];
}
