/**
 * A permit's changes on the event bus (server/events: this process, or Redis across servers): the
 * whole new permit travels, so a subscriber answers without reading the database. Two servers
 * may publish two changes of one permit in either order; a subscriber keeps to the row's version
 * and drops an event older than one it delivered.
 */
import type { EventAddress, EventBus, EventStream } from '../events/eventBus.ts';
import type { PermitKey, PermitView } from './permitView.ts';

export const PERMIT_TOPIC = 'editPermits';

const addressOf = (key: PermitKey): EventAddress => ({ topic: PERMIT_TOPIC, site: key.site, key: `${key.resource}/${key.recordId}` });

/** Resolves to why it could not (Redis unreachable), never rejects: the change is committed either way. */
export async function publishPermit(events: EventBus, key: PermitKey, view: PermitView): Promise<string | undefined> {
  try {
    await events.publish(addressOf(key), view);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The permit's changes, newest version only, in the order they arrive (dates as ISO text: they travelled as JSON). */
export function permitChanges(events: EventBus, key: PermitKey): EventStream<PermitView> {
  const stream = events.subscribe<PermitView>(addressOf(key));
  let seen = -1;
  const iterator: EventStream<PermitView> = {
    ready: stream.ready,
    async next() {
      for (;;) {
        const result = await stream.next();
        if (result.done || result.value.version > seen) {
          if (!result.done) seen = result.value.version;
          return result;
        }
      }
    },
    return: () => stream.return!(),
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
