import { showToast, type AlertContent } from '../../alerts/alertStore.ts';

export interface CopyDeps {
  clipboard?: Pick<Clipboard, 'writeText'>;
  toast?: (content: AlertContent) => void;
}

/** Spec 01 §8: a success toast 'Successfully copied to clipboard', else an error toast; true when copied. */
export async function copyToClipboard(text: string, { clipboard, toast = showToast }: CopyDeps = {}): Promise<boolean> {
  const target = clipboard ?? (typeof navigator === 'undefined' ? undefined : navigator.clipboard);
  try {
    if (!target) throw new Error('No clipboard in this browser');
    await target.writeText(text);
    toast({ type: 'success', message: 'media.clipboard.copied' });
    return true;
  } catch (error) {
    console.warn('Copying to the clipboard failed', error);
    toast({ type: 'error', message: 'media.clipboard.failed' });
    return false;
  }
}
