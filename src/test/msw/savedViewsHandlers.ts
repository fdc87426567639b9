import { graphql, HttpResponse } from 'msw';
import type { SavedView } from '../../workflows/savedViews/savedViewsMethods.ts';

type View = SavedView & { __typename: string };

const view = (id: string, resource: string, name: string, state: Record<string, unknown>, more: Partial<SavedView> = {}): View => ({
  __typename: 'SavedView', id, resource, name, state, shared: false, mine: true, ownerName: 'Ada Yılmaz', version: 1, updatedDate: '2026-03-04T09:00:00.000Z', ...more,
});

/** A user's own view and one a colleague shared, on the kit stories' sample list, and one on the content list. */
export const sampleSavedViews = (): View[] => [
  view('1', 'sampleList', 'Onaylananlar', { filter: { status: '1' }, hiddenColumns: ['date'] }),
  view('2', 'sampleList', 'Spor masası', { filter: { search: 'maç' } }, { shared: true, mine: false, ownerName: 'Elif Editör' }),
  view('3', 'contents', 'Sabah haberleri', { filter: { search: 'sabah' } }),
];

/** An in-memory saved views API: the list per resource, saves (a name used twice is CONFLICT, as the server's), deletes. */
export function savedViewsApi(views: View[] = sampleSavedViews()) {
  let next = 100;
  const saved: { name: string; shared: boolean; state: unknown }[] = [];
  const handlers = [
    graphql.query('SavedViews', ({ variables }) => HttpResponse.json({ data: { savedViews: views.filter((one) => one.resource === variables.resource) } })),
    graphql.mutation('SaveSavedView', ({ variables: { input } }) => {
      const taken = views.some((one) => one.mine && one.resource === input.resource && one.name === input.name && one.id !== input.id);
      if (taken) return HttpResponse.json({ errors: [{ message: `You already have a view named "${input.name}" on this list.`, extensions: { code: 'CONFLICT' } }] });
      saved.push({ name: input.name, shared: input.shared, state: input.state });
      const existing = views.find((one) => one.id === input.id);
      const row = view(existing?.id ?? String(next++), input.resource, input.name, input.state as Record<string, unknown>, { shared: input.shared, version: (existing?.version ?? 0) + 1 });
      if (existing) views.splice(views.indexOf(existing), 1, row);
      else views.push(row);
      return HttpResponse.json({ data: { saveSavedView: row } });
    }),
    graphql.mutation('DeleteSavedView', ({ variables: { id } }) => {
      const index = views.findIndex((one) => one.id === id);
      if (index >= 0) views.splice(index, 1);
      return HttpResponse.json({ data: { deleteSavedView: index >= 0 } });
    }),
  ];
  return { handlers, views, saved };
}
