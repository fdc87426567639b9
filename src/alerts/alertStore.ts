/**
 * The app's alerts, toasts and confirmations (spec 01 §8), as a small store that plain code
 * (the error handler, upload logic) can feed and <AlertHost /> renders. Titles and messages
 * are translation keys or plain text; `values` fill their %{placeholders}.
 */
export type AlertType = 'warning' | 'error' | 'success' | 'info' | 'primary';

export interface AlertContent {
  type: AlertType;
  /** Defaults to the type's title (alerts.titles.<type>). */
  title?: string;
  message: string;
  values?: Record<string, string | number>;
  /** A text the alert offers to copy (a link to hand on): a copy button beside OK. */
  copyText?: string;
}

export interface ConfirmContent extends AlertContent {
  confirmLabel?: string;
  cancelLabel?: string;
}

export type DialogEntry =
  | ({ id: number; kind: 'alert'; close: () => void } & AlertContent)
  | ({ id: number; kind: 'confirm'; close: (confirmed: boolean) => void } & ConfirmContent);

export type ToastEntry = { id: number; close: () => void } & AlertContent;

export interface AlertState {
  dialogs: readonly DialogEntry[];
  toasts: readonly ToastEntry[];
}

export interface AlertStore {
  getState(): AlertState;
  subscribe(listener: () => void): () => void;
  showAlert(content: AlertContent): Promise<void>;
  showToast(content: AlertContent): void;
  confirm(content: ConfirmContent): Promise<boolean>;
}

export function createAlertStore(): AlertStore {
  let state: AlertState = { dialogs: [], toasts: [] };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const setState = (next: AlertState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const removeDialog = (id: number) => setState({ ...state, dialogs: state.dialogs.filter((d) => d.id !== id) });
  const removeToast = (id: number) => setState({ ...state, toasts: state.toasts.filter((t) => t.id !== id) });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    showAlert(content) {
      return new Promise<void>((resolve) => {
        const id = nextId++;
        const close = () => {
          removeDialog(id);
          resolve();
        };
        setState({ ...state, dialogs: [...state.dialogs, { ...content, id, kind: 'alert', close }] });
      });
    },
    showToast(content) {
      const id = nextId++;
      setState({ ...state, toasts: [...state.toasts, { ...content, id, close: () => removeToast(id) }] });
    },
    confirm(content) {
      return new Promise<boolean>((resolve) => {
        const id = nextId++;
        const close = (confirmed: boolean) => {
          removeDialog(id);
          resolve(confirmed);
        };
        setState({ ...state, dialogs: [...state.dialogs, { ...content, id, kind: 'confirm', close }] });
      });
    },
  };
}

/** The app-wide store that <AlertHost /> shows by default. */
export const alertStore = createAlertStore();

export const showAlert = (content: AlertContent) => alertStore.showAlert(content);
export const showToast = (content: AlertContent) => alertStore.showToast(content);
export const confirm = (content: ConfirmContent) => alertStore.confirm(content);
