import { graphql, HttpResponse } from 'msw';
import type { BulkActionInput, BulkActionMutation } from '../../graphql/graphql.ts';

type BulkRowResult = BulkActionMutation['bulkAction']['rows'][number];

export interface BulkActionApiOptions {
  /** The actions offered per resource (the role's). */
  available: Record<string, readonly string[]>;
  /** Rows the server refuses, by id, as it would report them. */
  refusals?: Record<string, { code: string; message: string; heldBy?: string | null }>;
  /** Does the action to one row the server accepts. */
  apply: (input: BulkActionInput, id: string) => void;
}

/** The bulk actions' API in memory: every call recorded, each row done or refused as `refusals` says. */
export function bulkActionApi({ available, refusals = {}, apply }: BulkActionApiOptions) {
  const calls: BulkActionInput[] = [];
  const handlers = [
    graphql.query('AvailableBulkActions', ({ variables }) => HttpResponse.json({ data: { availableBulkActions: available[variables.resource as string] ?? [] } })),
    graphql.mutation('BulkAction', ({ variables }) => {
      const input = variables.input as BulkActionInput;
      calls.push(input);
      const rows: BulkRowResult[] = input.rows.map(({ id: given }) => {
        const id = String(given);
        const refusal = refusals[id];
        if (refusal) return { heldBy: null, ...refusal, id, outcome: 'REFUSED' };
        apply(input, id);
        return { id, outcome: 'DONE', code: null, message: null, heldBy: null };
      });
      const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
      return HttpResponse.json({ data: { bulkAction: { done: count('DONE'), refused: count('REFUSED'), failed: count('FAILED'), rows } } });
    }),
  ];
  return { handlers, calls };
}
