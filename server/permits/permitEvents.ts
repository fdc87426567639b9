/**
 * A permit's changes on the event bus (server/events: this process, or Redis across servers): the
 * whole new permit travels, so a subscriber answers without reading the database. Two servers
 * may publish two changes of one permit in either order; a subscriber keeps to the row's version
 * and drops an event older than one it delivered.
 */
import type { EventAddress, EventBus, EventStream } from '../events/eventBus.ts';
import type { PermitKey, PermitUser, PermitView } from './permitView.ts';

export const PERMIT_TOPIC = 'editPermits';
/** Every permit change of a resource on a site, for its lists: who holds which record. */
export const PERMIT_HOLDERS_TOPIC = 'editPermitHolders';

const addressOf = (key: PermitKey): EventAddress => ({ topic: PERMIT_TOPIC, site: key.site, key: `${key.resource}/${key.recordId}` });
const holdersAddressOf = (site: number, resource: string): EventAddress => ({ topic: PERMIT_HOLDERS_TOPIC, site, key: resource });

/** A record's holder after a change of its permit: nobody (null) once released, expired or never held. */
export interface PermitHolderChange {
  recordId: string;
  holder: PermitUser | null;
  version: number;
}

/**
 * Publishes the permit to its followers and its holder to the resource's lists. Resolves to why it
 * could not (Redis unreachable), never rejects: the change is committed either way.
 */
export async function publishPermit(events: EventBus, key: PermitKey, view: PermitView): Promise<string | undefined> {
  try {
    const holder: PermitHolderChange = { recordId: key.recordId, holder: view.holder, version: view.version };
    await Promise.all([events.publish(addressOf(key), view), events.publish(holdersAddressOf(key.site, key.resource), holder)]);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The resource's holder changes on the site, for a list: only a change of who holds a record (a
 * heartbeat, a request or a viewer leaves the holder as it was and is not sent), and never one older
 * than the record's last one sent.
 */
export function permitHolderChanges(events: EventBus, site: number, resource: string): EventStream<PermitHolderChange> {
  const stream = events.subscribe<PermitHolderChange>(holdersAddressOf(site, resource));
  const sent = new Map<string, { version: number; userId: number | null }>();
  const iterator: EventStream<PermitHolderChange> = {
    ready: stream.ready,
    async next() {
      for (;;) {
        const result = await stream.next();
        if (result.done) return result;
        const change = result.value;
        const last = sent.get(change.recordId);
        const userId = change.holder?.userId ?? null;
        if (last && (change.version <= last.version || userId === last.userId)) {
          if (change.version > last.version) last.version = change.version;
          continue;
        }
        sent.set(change.recordId, { version: change.version, userId });
        return result;
      }
    },
    return: () => stream.return!(),
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
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
