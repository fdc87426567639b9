import { useEffect, useRef, useState } from 'react';
import { useGetIdentity, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { contents } from '../../../../resources/content.ts';
import { draftValuesOf, type DraftValues } from '../../../../resources/contentDraft.ts';
import { alertStore } from '../../../alerts/alertStore.ts';
import { DATE_TIME, formatDate } from '../../../i18n/dateFormats.ts';
import { useLowcodeEnvironment } from '../../../lowcode/LowcodeEnvironment.tsx';
import { subscribeConnectionStatus, isDisconnected } from '../../../providers/connectionStatus.ts';
import { getSelectedSiteId } from '../../../providers/siteSelection.ts';
import { useAppDataProvider } from '../../../providers/useAppDataProvider.ts';
import { draftOffer, type ServerDraftRecord } from './draftOffer.ts';
import { createDraftSync, sameDraftStatus, type DraftStatus } from './draftSync.ts';
import { localDraftKey, localDrafts } from './localDraftStore.ts';

export interface ContentDraftOptions {
  type: number;
  contentId?: string;
  /** Set to what the editor calls after a successful save of the item. */
  savedRef: { current?: () => Promise<void> };
  /** Set to what the editor calls when it saves: the server draft's id, sent as the save's `fromDraftId`. */
  draftIdRef?: { current?: () => string | undefined };
  /** Set to what keeps and sends what was typed now (the edit permit is leaving this tab). */
  flushRef?: { current?: () => Promise<void> };
  /** False while the editor is read-only (another user holds the edit permit): no draft is offered or made. */
  enabled?: boolean;
}

const asServerDraft = (draft: { id: string | number; version: number; values?: unknown; updatedDate: string; baseVersion?: number | null } | null) =>
  draft ? ({ id: String(draft.id), version: draft.version, values: (draft.values ?? {}) as DraftValues, updatedDate: draft.updatedDate, baseVersion: draft.baseVersion } satisfies ServerDraftRecord) : null;

/**
 * The editor's draft (spec 02 §2, §4): on opening, the draft this device kept or the server holds
 * is offered ("continue on the draft?") with its time and the fields that differ; continue puts
 * its values in the form, discard deletes it. Then every change is kept on this device and
 * autosaved (draftSync.ts), also when the tab is hidden and when the network comes back; a save of
 * the item ends the draft. A draft opened from the draft list (`?draft=<id>`) is continued at once.
 */
export function useContentDraft({ type, contentId, savedRef, draftIdRef, flushRef, enabled = true }: ContentDraftOptions): DraftStatus {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const { getValues, reset, watch, formState } = useFormContext();
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const [searchParams] = useSearchParams();
  const opened = searchParams.get('draft') ?? undefined;
  const [status, setStatus] = useState<DraftStatus>({ state: 'idle' });
  const ready = identity !== undefined && (contentId === undefined || record !== undefined);
  const defaults = useRef(formState.defaultValues);
  defaults.current = formState.defaultValues;
  const version = useRef<number | undefined>(undefined);
  version.current = record?.version as number | undefined;

  useEffect(() => {
    if (!ready || !enabled) return;
    const key = localDraftKey({ siteId: getSelectedSiteId(), userId: String(identity.id), contentId, type });
    const draftSync = createDraftSync({
      key,
      contentId,
      baseVersion: () => version.current ?? null,
      read: () => draftValuesOf(getValues()),
      opening: () => draftValuesOf(defaults.current ?? {}),
      save: (input) => dataProvider.saveContentDraft(input),
      fetch: async (id) => asServerDraft(await dataProvider.getContentDraft(id)),
      // Each pause in typing keeps the text again: the same state, which must not draw the editor again.
      onStatus: (next) => setStatus((current) => (sameDraftStatus(current, next) ? current : next)),
    });
    let active = true;
    let sent: string | undefined;
    // Only what the user does makes a draft (see `userActed` below).
    let touched = false;
    if (draftIdRef) draftIdRef.current = () => (sent = draftSync.draftId);
    savedRef.current = async () => {
      const draftId = draftSync.draftId;
      // The form takes the saved item and its fields write their normalised values again: until the
      // user's next key or click, that is not typing (it made a draft of the saved item, offered at the next opening).
      touched = false;
      await draftSync.saved();
      // The save deleted the draft it named (and the item's, if any); a new item's draft made while the save was on its way goes now.
      if (contentId === undefined && draftId && draftId !== sent) await dataProvider.deleteContentDraft(draftId).catch(() => undefined);
    };
    if (flushRef) {
      flushRef.current = async () => {
        // The focused control lets go first: the rich text writes what it holds into the form on blur.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        await draftSync.flush();
      };
    }

    async function offer() {
      const local = await localDrafts.read(key).catch(() => undefined);
      // The editor closed while the device answered: the server is not asked.
      if (!active) return;
      const serverId = opened ?? (contentId === undefined ? local?.draftId : undefined);
      const server = await (serverId ? dataProvider.getContentDraft(serverId) : contentId ? dataProvider.getContentDraftOf(contentId) : Promise.resolve(null))
        .then(asServerDraft)
        .catch(() => null);
      if (!active) return;
      const current = draftValuesOf(getValues());
      const found = draftOffer({ local, server, current, contentVersion: record?.version as number | undefined, isNew: contentId === undefined && !opened });
      if (!found) return;
      if (found.fields.length === 0) {
        if (found.draft) draftSync.adopt(found.draft);
        return;
      }
      const resume =
        opened !== undefined ||
        (await alerts.confirm({
          type: 'info',
          title: 'contentDraft.resume.title',
          message: found.savedSince ? 'contentDraft.resume.savedSince' : found.deviceOnly ? 'contentDraft.resume.deviceOnly' : 'contentDraft.resume.message',
          values: {
            time: formatDate(found.at, DATE_TIME, locale),
            fields: found.fields.map((name) => translate(contents.labelKey(name))).join(', '),
          },
          confirmLabel: 'contentDraft.resume.continue',
          cancelLabel: 'contentDraft.resume.discard',
        }));
      if (!active) return;
      if (resume) {
        if (found.draft) draftSync.adopt(found.draft);
        reset({ ...getValues(), ...found.values }, { keepDefaultValues: true });
        draftSync.changed();
        return;
      }
      await localDrafts.forget(key).catch(() => undefined);
      if (found.draft) await dataProvider.deleteContentDraft(found.draft.id).catch(() => undefined);
      await draftSync.saved();
    }
    // Until the offer is answered, the form's changes are the record loading, not typing: nothing may overwrite the draft.
    let answered = false;
    void offer().finally(() => {
      answered = true;
    });

    // Only what the user does makes a draft: opening an item changes form values too (the rich text
    // editor and the image inputs write their normalised values once loaded), and a draft made of
    // that alone would greet the next opening with "continue on the draft?". Any key, pointer,
    // paste or drop on the page (dialogs included: a crop is made in one) counts as the user's.
    const userActed = () => {
      touched = true;
    };
    const gestures = ['keydown', 'pointerdown', 'paste', 'drop'] as const;
    for (const gesture of gestures) document.addEventListener(gesture, userActed, true);
    const { unsubscribe } = watch(() => {
      if (answered && touched) draftSync.changed();
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void draftSync.flush();
    };
    const onPageHide = () => void draftSync.keepNow();
    const onOnline = () => void draftSync.flush();
    const stopWatchingConnection = subscribeConnectionStatus(() => {
      if (!isDisconnected()) onOnline();
    });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    return () => {
      active = false;
      if (flushRef) flushRef.current = undefined;
      unsubscribe();
      for (const gesture of gestures) document.removeEventListener(gesture, userActed, true);
      stopWatchingConnection();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      void draftSync.close();
    };
    // The draft follows the item, the type and the user; the form's functions are stable.
  }, [ready, enabled, contentId, type, opened]);

  return status;
}
