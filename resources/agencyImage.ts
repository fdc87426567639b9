/**
 * One picture of an agency or archive item as the API answers it (spec 01 §3, `images`): no path
 * when the agency's file could not be fetched (`missing`). What a screen did not ask for is absent.
 */
export interface AgencyImage {
  path: string | null;
  aiPath?: string | null;
  text?: string | null;
  agencyImageId?: string | null;
  width?: number | null;
  height?: number | null;
  fileSize?: number | null;
  missing?: boolean | null;
}
