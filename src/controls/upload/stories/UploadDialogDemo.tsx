import { useEffect, useRef, useState } from 'react';
import { AlertHost } from '../../../alerts/AlertHost.tsx';
import { createAlertStore, type AlertStore } from '../../../alerts/alertStore.ts';
import { createControlledTransport, type ControlledTransport, type PendingUpload } from './controlledTransport.ts';
import { UploadDialog } from '../UploadDialog.tsx';
import type { UploadAccept, UploadedFile } from '../uploadTypes.ts';
import { useUploadQueue } from '../useUploadQueue.ts';

export interface UploadDialogDemoProps {
  /** Dropped into the dialog on mount (screened like any drop). */
  files?: File[];
  accept?: UploadAccept;
  /** Press "Upload" once the files are in. */
  start?: boolean;
  force?: boolean;
  /** Runs before the files are added, e.g. to make a hash lookup hit. */
  prepare?: (transport: ControlledTransport) => Promise<void> | void;
  /** Scripts each upload as it reaches the storage (progress, answer, failure). */
  onUpload?: (upload: PendingUpload, index: number) => void;
  onComplete?: (files: UploadedFile[]) => void;
  onClose?: () => void;
  /** Lets a story or spec reach the parts it drives. */
  expose?: (parts: { transport: ControlledTransport; alerts: AlertStore }) => void;
}

/**
 * The upload dialog over a storage answered by hand and its own alert host, so every state of the
 * dialog can be shown without a server.
 */
export function UploadDialogDemo({ files = [], accept, start, force, prepare, onUpload, onComplete, onClose, expose }: UploadDialogDemoProps) {
  const [alerts] = useState(createAlertStore);
  const [transport] = useState(createControlledTransport);
  transport.onUpload = onUpload;
  const queue = useUploadQueue({ transport, alerts, accept, onComplete, serverLimits: () => undefined });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    expose?.({ transport, alerts });
    void (async () => {
      await prepare?.(transport);
      await queue.addFiles(files);
      if (start) queue.startAll();
    })();
  });

  return (
    <>
      <UploadDialog open queue={queue} force={force} onClose={onClose ?? (() => undefined)} />
      <AlertHost store={alerts} />
    </>
  );
}
