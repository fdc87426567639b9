/**
 * Where the events come from (README.md): the resource hooks of the writes that raise them, run in
 * the write's transaction. A content's event follows its `isPublished` before and after the write:
 * published, unpublished, or updated while it stays published (an unpublished draft's edits concern
 * no outside site); every delete is an event. Menus: any save, approval, status or delete. Headlines:
 * every committed change of the board (server/headlines' `headlines` hooks).
 */
import type { WebhookEventName } from '../../resources/webhookRules.ts';
import type { ResourceHooksByName } from '../engine/resourceHooks.ts';
import type { Row } from '../engine/records.ts';
import { raiseWebhookEvent, type OutboxTx } from './webhookOutbox.ts';

export function contentEvent(before: Row | undefined, after: Row): WebhookEventName | undefined {
  const was = before?.isPublished === true;
  const is = after.isPublished === true;
  if (!was && is) return 'CONTENT_PUBLISHED';
  if (was && !is) return 'CONTENT_UNPUBLISHED';
  if (was && is) return 'CONTENT_UPDATED';
  return undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

const raise = (tx: OutboxTx, row: Row, event: WebhookEventName, resource: string, title: string | null) =>
  raiseWebhookEvent(tx, Number(row.siteId), event, { resource, id: String(row.id), title });

export const webhookHooks: ResourceHooksByName = {
  contents: {
    async afterWrite({ tx, before }, row) {
      const event = contentEvent(before, row);
      if (event) await raise(tx, row, event, 'contents', text(row.title));
    },
    afterDelete: async (tx, row) => void (await raise(tx, row, 'CONTENT_DELETED', 'contents', text(row.title))),
  },
  menus: {
    afterWrite: async ({ tx }, row) => void (await raise(tx, row, 'MENU_CHANGED', 'menus', text(row.name))),
    afterDelete: async (tx, row) => void (await raise(tx, row, 'MENU_CHANGED', 'menus', text(row.name))),
  },
  headlines: {
    afterWrite: async ({ tx }, row) => void (await raise(tx, row, 'HEADLINE_CHANGED', 'headlines', null)),
  },
};
