import { graphql, HttpResponse } from 'msw';
import type { HeadlineInput, HeadlinePin } from '../../graphql/graphql.ts';
import type { Headline } from '../../workflows/headlines/headlineMethods.ts';
import { movedAfter } from '../../workflows/headlines/headlineOrder.ts';
import { HEADLINE_CATEGORIES, HEADLINE_TAGS, itemTag, sampleHeadlines } from './samples/headlineSamples.ts';

const conflict = (version: number): Response =>
  HttpResponse.json({ data: null, errors: [{ message: 'Headline order could not be changed', extensions: { code: 'CONFLICT', version } }] });

export interface HeadlineApiOptions {
  headlines?: Headline[];
  /** Another editor moves the first item of the headline to the end just before this board's next move arrives. */
  othersMoveFirst?: boolean;
}

/** The headline board's API over headlines in memory, for one story or spec: every write checks and bumps the version as the server does. */
export function headlineApi(options: HeadlineApiOptions = {}) {
  const headlines = (options.headlines ?? sampleHeadlines()).map((headline) => structuredClone(headline));
  let othersMoveFirst = options.othersMoveFirst ?? false;
  const moves: { itemId: string; afterItemId: string | null; version: number }[] = [];
  const saves: HeadlineInput[] = [];
  const find = (id: unknown) => headlines.find((headline) => headline.id === id);
  const bump = (headline: Headline) => {
    headline.version += 1;
  };
  /** Runs `write` on the headline when the version is the current one; answers with the headline under `field`. */
  const writing = (field: string, write: (headline: Headline, variables: Record<string, unknown>) => void) => ({ variables }: { variables: Record<string, unknown> }): Response => {
    const headline = find(variables.headlineId ?? (variables.input as HeadlineInput | undefined)?.id);
    if (!headline) return HttpResponse.json({ data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
    const version = variables.version ?? (variables.input as HeadlineInput).version;
    if (version !== headline.version) return conflict(headline.version);
    write(headline, variables);
    bump(headline);
    return HttpResponse.json({ data: { [field]: headline } });
  };

  const handlers = [
    graphql.query('GetHeadlineCategories', () => HttpResponse.json({ data: { headlineCategories: HEADLINE_CATEGORIES } })),
    graphql.query('GetHeadlineTags', ({ variables }) =>
      HttpResponse.json({ data: { headlineTags: HEADLINE_TAGS.filter((tag) => variables.filter?.isApproved === undefined || tag.isApproved === variables.filter.isApproved) } }),
    ),
    graphql.query('GetHeadlines', ({ variables }) => {
      const shown = variables.filter?.headlineCategoryId === '1' ? headlines : [];
      return HttpResponse.json({ data: { headlines: { data: shown, total: shown.length } } });
    }),
    graphql.query('GetHeadline', ({ variables }) => HttpResponse.json({ data: { headline: find(variables.id) ?? null } })),
    graphql.query('GetOldHeadlines', ({ variables }) =>
      HttpResponse.json({ data: { oldHeadlines: variables.headlineCategoryId === '1' ? headlines.map((headline) => ({ ...headline, items: headline.items.slice(0, 3), pending: [] })) : [] } }),
    ),
    graphql.mutation('MoveHeadlineItem', (request): Response => {
      const { variables } = request;
      moves.push({ itemId: String(variables.itemId), afterItemId: (variables.afterItemId as string | null) ?? null, version: Number(variables.version) });
      const headline = find(variables.headlineId);
      if (headline && othersMoveFirst) {
        othersMoveFirst = false;
        headline.items = movedAfter(headline.items, headline.items[0].id, headline.items.filter((item) => !item.auto).at(-1)!.id)!;
        bump(headline);
      }
      return writing('moveHeadlineItem', (target, { itemId, afterItemId }) => {
        target.items = movedAfter(target.items, String(itemId), (afterItemId as string | null) ?? null) ?? target.items;
      })(request);
    }),
    graphql.mutation('PinHeadlineItem', writing('pinHeadlineItem', (headline, { itemId, pin }) => {
      headline.items = headline.items.map((item) => (item.id === itemId ? { ...item, pin: pin as HeadlinePin } : item));
    })),
    graphql.mutation('SaveHeadline', writing('saveHeadline', (headline, { input }) => {
      saves.push(input as HeadlineInput);
      for (const { tagId, ...change } of (input as HeadlineInput).items ?? []) {
        const tag = tagId === undefined ? {} : { tag: tagId === null ? null : itemTag(String(tagId)) };
        headline.items = headline.items.map((item) => (item.id === change.id ? { ...item, ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)), ...tag } : item));
      }
    })),
    graphql.mutation('MoveHeadlineItemToPending', writing('moveHeadlineItemToPending', (headline, { itemId, publishAt, order }) => {
      const item = headline.items.find((candidate) => candidate.id === itemId)!;
      headline.items = headline.items.filter((candidate) => candidate.id !== itemId);
      headline.pending = [...headline.pending, { ...item, state: 'PENDING', publishAt: String(publishAt), order: Number(order) }];
    })),
    graphql.mutation('RemoveHeadlineItem', writing('removeHeadlineItem', (headline, { itemId }) => {
      headline.items = headline.items.filter((item) => item.id !== itemId);
    })),
  ];
  return { handlers, headlines, moves, saves };
}
