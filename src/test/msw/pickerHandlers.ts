import { graphql, HttpResponse } from 'msw';
import type { PickerFilter } from '../../../resources/picker/pickerItems.ts';
import { asPickerItem, pickerContentSample, RECIPE_AUTHORS, RECIPE_CATEGORIES, recipeSample } from '../pickerFixtures.ts';

interface PickerSources {
  recipes: ReturnType<typeof recipeSample>[];
  contents: ReturnType<typeof pickerContentSample>[];
  agency: { id: string; title: string; createdDate: string }[];
}

const samples = (count: number) => Array.from({ length: count }, (_, index) => index);

export const pickerSamples = (count = 7): PickerSources => ({
  recipes: samples(count).map(recipeSample),
  contents: samples(count).map(pickerContentSample),
  agency: samples(count).map((index) => ({ id: String(700 + index), title: `Ajans haberi ${index + 1}`, createdDate: '2026-11-20T08:00:00.000Z' })),
});

const matches = (entity: Record<string, unknown>, filter: PickerFilter | null | undefined) =>
  (!filter?.search || String(entity.title).toLocaleLowerCase('tr').includes(filter.search.toLocaleLowerCase('tr'))) &&
  (!filter?.isChiefSelection || entity.isChiefSelection === true) &&
  (!filter?.categories?.length || filter.categories.includes(String(entity.categoryId)));

/**
 * The picker's API over items in memory, as the server pages them (page from 1, `limit` a page);
 * every items request is recorded so a spec can say what was asked.
 */
export function pickerApi(sources: PickerSources = pickerSamples()) {
  const requests: { provider: string; filter: PickerFilter | null; page: number; limit: number }[] = [];
  const handlers = [
    graphql.query('GetPickerItems', ({ variables }) => {
      const { provider, filter = null, page = 1, limit = 1 } = variables as { provider: string; filter?: PickerFilter | null; page?: number; limit?: number };
      requests.push({ provider, filter, page, limit });
      const list = (sources[provider as keyof PickerSources] ?? []) as unknown as Record<string, unknown>[];
      const shown = list.filter((entity) => matches(entity, filter)).slice((page - 1) * limit, page * limit);
      return HttpResponse.json({ data: { pickerItems: shown.map((entity) => asPickerItem(provider, entity as { id: string })) } });
    }),
    graphql.query('GetRecipeCategories', () => HttpResponse.json({ data: { recipeCategories: RECIPE_CATEGORIES } })),
    graphql.query('GetRecipeAuthors', () => HttpResponse.json({ data: { recipeAuthors: RECIPE_AUTHORS } })),
    graphql.query('GetPickerContentAuthors', () => HttpResponse.json({ data: { authors: [{ id: '8', fullName: 'Ayşe Yazar' }] } })),
  ];
  return { handlers, requests };
}
