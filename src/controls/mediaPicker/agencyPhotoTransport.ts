import type { AgencyImage } from '../../../resources/agencyImage.ts';
import { resizeUrl } from '../upload/storageUrls.ts';

export const AGENCY_PHOTO_TABS = ['agency', 'archive'] as const;
export type AgencyPhotoTab = (typeof AGENCY_PHOTO_TABS)[number];


/** One agency item or archive item with its images. */
export interface AgencyPhotoRow {
  key: string;
  title: string;
  agencyName: string | null;
  author: string | null;
  createdDate: string;
  images: AgencyImage[];
  cursor: string;
}

/** The list call's arguments, as agencyContents and agencyArchives take them. */
export interface AgencyPhotoVariables {
  filter: { contentTypes: readonly string[]; search?: string };
  limit: number;
  firstCreatedDate?: string;
  after?: string;
}

export interface AgencyPhotoTransport {
  list(tab: AgencyPhotoTab, variables: AgencyPhotoVariables): Promise<AgencyPhotoRow[]>;
  /** The card's thumbnail of a stored image. */
  thumbnailUrl(path: string): string | undefined;
}

let appTransport: AgencyPhotoTransport | undefined;

/**
 * The app's transport. Its Apollo half is imported at the first call, so a screen that shows the
 * picker does not carry the GraphQL client in its first script.
 */
export function appAgencyPhotoTransport(): AgencyPhotoTransport {
  appTransport ??= {
    async list(tab, variables) {
      const { appAgencyPhotoApollo } = await import('./agencyPhotoApollo.ts');
      return appAgencyPhotoApollo().list(tab, variables);
    },
    thumbnailUrl: (path) => resizeUrl(path),
  };
  return appTransport;
}
