/**
 * The agency lists' filter (spec 01 §3, "Agency list filter", with the toolbar's date range, news
 * types and switches and the photo picker's search): what the API takes and what the desk keeps in
 * its address. Null or absent means "not filtered".
 */
export interface AgencyFilter {
  agencyIds?: string[] | null;
  /** Archive only. */
  isApproved?: boolean | null;
  users?: string[] | null;
  agencyCategories?: string[] | null;
  contentTypes?: string[] | null;
  tabName?: string | null;
  /** From the start of this day (ISO date or date-time). */
  startDate?: string | null;
  /** To the end of this day. */
  endDate?: string | null;
  /** Agency news types (1 important, 2 flash, 3 hot, 4 standard). */
  newsTypes?: number[] | null;
  used?: boolean | null;
  inappropriate?: boolean | null;
  /** True: items still under embargo (its end in the future); false: items free to use now. */
  embargoed?: boolean | null;
  /** Words in the title. */
  search?: string | null;
}
