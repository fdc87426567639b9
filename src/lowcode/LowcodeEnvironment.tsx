import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { CropTransport } from '../controls/image/cropProduction.ts';
import type { UploadTransport } from '../controls/upload/uploadTypes.ts';
import type { AlertStore } from '../alerts/alertStore.ts';
import type { SiteSettingFlag } from '../../resources/fields.ts';

/**
 * What the field controls reach outside the form for, replaceable in stories and tests: the
 * clock (the server's in the app), the storage the image controls upload to, how stored images
 * are shown, the alert store the confirmations go to and the site settings that shape forms.
 */
export interface LowcodeEnvironment {
  now?: () => Date;
  uploadTransport?: UploadTransport;
  cropTransport?: CropTransport;
  previewUrl?: (relativePath: string, width: number) => string | undefined;
  /** The full image the cropper draws from. */
  fileUrl?: (relativePath: string) => string | undefined;
  alerts?: AlertStore;
  /** The working site's settings (spec 01 §3): a field declaring `siteSetting` shows only when its flag is on here. */
  siteSettings?: Partial<Record<SiteSettingFlag, boolean | null>>;
  /** Shown under a stored video's field: its processing state and player (the content editor gives the video queue's). */
  videoStatus?: ComponentType<{ path: string; posterPath?: string | null }>;
}

const Context = createContext<LowcodeEnvironment>({});

export function LowcodeEnvironmentProvider({ value, children }: { value: LowcodeEnvironment; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useLowcodeEnvironment = () => useContext(Context);
