import { createContext, useContext, type ReactNode } from 'react';
import type { CropTransport } from '../controls/image/cropProduction.ts';
import type { UploadTransport } from '../controls/upload/uploadTypes.ts';
import type { AlertStore } from '../alerts/alertStore.ts';

/**
 * What the field controls reach outside the form for, replaceable in stories and tests: the
 * clock (the server's in the app), the storage the image controls upload to, how stored images
 * are shown, and the alert store the confirmations go to.
 */
export interface LowcodeEnvironment {
  now?: () => Date;
  uploadTransport?: UploadTransport;
  cropTransport?: CropTransport;
  previewUrl?: (relativePath: string, width: number) => string | undefined;
  /** The full image the cropper draws from. */
  fileUrl?: (relativePath: string) => string | undefined;
  alerts?: AlertStore;
}

const Context = createContext<LowcodeEnvironment>({});

export function LowcodeEnvironmentProvider({ value, children }: { value: LowcodeEnvironment; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useLowcodeEnvironment = () => useContext(Context);
