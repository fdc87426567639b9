import { graphql, HttpResponse } from 'msw';
import { en as resourceTexts } from '../../../resources/messages/resources.ts';
import type { ContentRevisionRow, RevisionSnapshot } from '../../workflows/content/editor/history/contentRevisionMethods.ts';

export type RevisionSample = ContentRevisionRow & { snapshot: RevisionSnapshot };

const spot = (words: string) => `Kent genelinde ulaşım ${words}, okullar tatil edildi.`;

/** Three saves of a news item: created, its spot changed, its title changed. */
export function revisionSamples(): RevisionSample[] {
  const first = { title: 'İstanbul’da kar', spot: spot('aksadı'), text: '<p>Kar sabah başladı.</p>', status: 2 };
  const by = (name: string) => ({ id: '7', name });
  return [
    { id: '13', version: 3, createdDate: '2026-11-27T09:40:00.000Z', createdUser: by('Ada Yönetici'), changedFields: ['title'], restoredFromVersion: null, snapshot: { ...first, spot: spot('tamamen durdu'), title: 'İstanbul’da yoğun kar' } },
    { id: '12', version: 2, createdDate: '2026-11-27T09:20:00.000Z', createdUser: by('Ada Yönetici'), changedFields: ['spot'], restoredFromVersion: null, snapshot: { ...first, spot: spot('tamamen durdu') } },
    { id: '11', version: 1, createdDate: '2026-11-27T09:00:00.000Z', createdUser: null, changedFields: ['title', 'spot', 'text', 'status'], restoredFromVersion: null, snapshot: first },
  ];
}

/**
 * An item's history in memory, one handler per operation: a restore on a stale version is
 * CONFLICT; otherwise it adds the new version on top, naming the one it restored.
 */
export function contentHistoryApi(rows: readonly RevisionSample[] = revisionSamples()) {
  const revisions = rows.map((row) => ({ ...row }));
  const restores: { revisionId: string; version: number }[] = [];
  const listed = ({ snapshot: _snapshot, ...row }: RevisionSample) => row;
  const handlers = [
    graphql.query('GetContentRevisions', ({ variables }) => {
      const limit = Number(variables.limit ?? 20);
      const from = (Number(variables.page ?? 1) - 1) * limit;
      return HttpResponse.json({ data: { contentRevisions: revisions.slice(from, from + limit).map(listed) } });
    }),
    graphql.query('GetContentRevision', ({ variables }) => {
      const revision = revisions.find((row) => row.id === variables.revisionId);
      return HttpResponse.json({ data: { contentRevision: revision ? { id: revision.id, version: revision.version, snapshot: revision.snapshot } : null } });
    }),
    graphql.mutation('RestoreContentRevision', ({ variables }) => {
      const version = Number(variables.version);
      restores.push({ revisionId: String(variables.revisionId), version });
      if (version !== revisions[0].version) {
        return HttpResponse.json({ data: null, errors: [{ message: resourceTexts.saveErrors.conflict, extensions: { code: 'CONFLICT' } }] });
      }
      const restored = revisions.find((row) => row.id === variables.revisionId)!;
      const next = { ...restored, id: String(Number(revisions[0].id) + 1), version: version + 1, restoredFromVersion: restored.version, createdDate: new Date().toISOString() };
      revisions.unshift(next);
      return HttpResponse.json({ data: { restoreContentRevision: { id: String(variables.contentId), version: next.version } } });
    }),
  ];
  return { handlers, restores, revisions };
}
