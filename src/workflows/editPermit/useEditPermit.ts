import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { EditPermit } from './editPermitMethods.ts';
import { isHeldBy, permitFailureNotice, permitNotice, type PermitNotice, type PermitTab } from './editPermitNotice.ts';

/** This browser tab's editor session: one for the tab's life, whatever it opens. */
const TAB_SESSION = crypto.randomUUID();

export interface EditPermitOptions {
  /** Runs before this tab lets go of a permit it held (the editor keeps its text as the user's draft); the tab turns read-only after it. */
  beforeLoss?: () => Promise<void> | void;
  /** The holder removed this user from the page. */
  onRemoved?: () => void;
  /** Another session than the tab's (a story shows two tabs in one page). */
  session?: string;
}

export interface EditPermitState {
  /** opening: the permit is being held or read; failed: it could not be read (offline). */
  status: 'opening' | 'ready' | 'failed';
  session: string;
  holder: EditPermit['holder'] | undefined;
  /** When the holder got the permit. */
  since: string | undefined;
  viewers: EditPermit['viewers'];
  request: EditPermit['request'] | undefined;
  last: EditPermit['last'] | undefined;
  /** This tab holds the permit: the editor is editable. */
  mine: boolean;
  autoAcceptSeconds: number | undefined;
  notice: PermitNotice | undefined;
  dismissNotice(): void;
  /** A call of the actions below is under way. */
  busy: boolean;
  hold(): Promise<void>;
  askForPermit(): Promise<void>;
  answerRequest(accept: boolean): Promise<void>;
  takeOver(): Promise<void>;
  removeUser(userId: string): Promise<void>;
}

const codeOf = (error: unknown) => (error as { code?: string } | undefined)?.code;
const lastAt = (permit: EditPermit | undefined) => (permit?.last ? Date.parse(String(permit.last.at)) : undefined);
const warn = (error: unknown) => console.warn('Edit permit', error);
/** A call that cannot throw where it is made (a data provider without the permit methods fails it later, as a rejection). */
const attempt = <T>(call: () => Promise<T>): Promise<T> => Promise.resolve().then(call);

/**
 * The edit permit of one record (spec 02 §4, issue 14), for any editor: on opening, this tab shows
 * itself on the page and holds the permit if it is free; it keeps the permit (or its presence) alive with
 * a heartbeat every third of the server's heartbeat time and when the tab is seen again, follows
 * every change live, and lets go when the editor closes or the page goes away. Before a permit this
 * tab held leaves it (accepted, counted down, taken over, lapsed), `beforeLoss` runs.
 */
export function useEditPermit(resource: string, id: string | undefined, options: EditPermitOptions = {}): EditPermitState {
  const dataProvider = useAppDataProvider();
  const { identity } = useGetIdentity();
  const userId = identity ? String(identity.id) : undefined;
  const session = options.session ?? TAB_SESSION;
  const [permit, setPermit] = useState<EditPermit>();
  const [status, setStatus] = useState<EditPermitState['status']>('opening');
  const [notice, setNotice] = useState<PermitNotice>();
  const [busy, setBusy] = useState(false);
  const known = useRef<EditPermit>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(options);
  const tab = useRef<PermitTab | undefined>(undefined);
  useEffect(() => {
    latest.current = options;
    tab.current = userId ? { userId, session } : undefined;
  });

  /** Every answer and event goes through here, one after the other, so a hand-over is seen once and in order. */
  const apply = useCallback((next: EditPermit): Promise<void> => {
    queue.current = queue.current.then(async () => {
      const me = tab.current;
      const before = known.current;
      if (!me) return;
      // An answer that left the server before the event already shown.
      const [knownAt, nextAt] = [lastAt(before), lastAt(next)];
      if (knownAt !== undefined && nextAt !== undefined && nextAt < knownAt) return;
      if (isHeldBy(before, me) && !isHeldBy(next, me)) await Promise.resolve(latest.current.beforeLoss?.()).catch(warn);
      known.current = next;
      setPermit(next);
      const told = permitNotice(before, next, me);
      if (told) setNotice(told);
      if (told?.kind === 'removed') latest.current.onRemoved?.();
    });
    return queue.current;
  }, []);

  useEffect(() => {
    if (id === undefined || userId === undefined) return;
    let active = true;
    let stopWatching: (() => void) | undefined;
    const follow = (next: EditPermit) => {
      if (active) void apply(next);
    };
    attempt(() => dataProvider.watchEditPermit(resource, id, follow)).then((stop) => (active ? (stopWatching = stop) : stop()), warn);
    const open = async () => {
      try {
        // Shown on the page first; then a free permit, or the user's own from another tab, is held here
        // (someone quicker makes that PERMIT_HELD: read-only after all).
        const seen = await attempt(() => dataProvider.heartbeatEditPermit(resource, id, session));
        const opened = seen.holder && String(seen.holder.userId) !== userId
          ? seen
          : await dataProvider.holdEditPermit(resource, id, session).catch((error: unknown) => {
              if (codeOf(error) !== 'PERMIT_HELD') throw error;
              return dataProvider.getEditPermit(resource, id);
            });
        if (!active) return;
        await apply(opened);
        setStatus('ready');
      } catch (error) {
        warn(error);
        if (active) setStatus('failed');
      }
    };
    void open();
    const release = () => void attempt(() => dataProvider.releaseEditPermit(resource, id, session)).catch(() => undefined);
    // A page restored from the back-forward cache comes back to an item it let go of.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void open();
    };
    window.addEventListener('pagehide', release);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      active = false;
      stopWatching?.();
      window.removeEventListener('pagehide', release);
      window.removeEventListener('pageshow', onPageShow);
      release();
      known.current = undefined;
    };
  }, [resource, id, userId, session, dataProvider, apply]);

  const heartbeatSeconds = permit?.heartbeatSeconds;
  useEffect(() => {
    if (id === undefined || status !== 'ready' || !heartbeatSeconds) return;
    const beat = () => void attempt(() => dataProvider.heartbeatEditPermit(resource, id, session)).then(apply, warn);
    const timer = setInterval(beat, (heartbeatSeconds * 1000) / 3);
    const onVisible = () => {
      if (document.visibilityState === 'visible') beat();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [resource, id, session, status, heartbeatSeconds, dataProvider, apply]);

  const act = (call: (id: string) => Promise<EditPermit>) => async () => {
    if (id === undefined) return;
    setBusy(true);
    setNotice(undefined);
    try {
      await apply(await call(id));
    } catch (error) {
      setNotice(permitFailureNotice(error));
    } finally {
      setBusy(false);
    }
  };

  const me = userId ? { userId, session } : undefined;
  return {
    status,
    session,
    holder: permit?.holder,
    since: permit?.holder ? String(permit.holder.since) : undefined,
    viewers: permit?.viewers ?? [],
    request: permit?.request,
    last: permit?.last,
    mine: me !== undefined && isHeldBy(permit, me),
    autoAcceptSeconds: permit?.autoAcceptSeconds,
    notice,
    dismissNotice: () => setNotice(undefined),
    busy,
    hold: act((record) => dataProvider.holdEditPermit(resource, record, session)),
    askForPermit: act((record) => dataProvider.requestEditPermit(resource, record, session)),
    answerRequest: (accept: boolean) => act((record) => dataProvider.answerEditPermitRequest(resource, record, accept))(),
    takeOver: act((record) => dataProvider.takeOverEditPermit(resource, record, session)),
    removeUser: (user: string) => act((record) => dataProvider.removeUserFromPage(resource, record, user))(),
  };
}
