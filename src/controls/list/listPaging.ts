/** Spec 01 §9: content lists and the agency list load 50 at a time; a list says so when it differs. */
export const LIST_PAGE_SIZE = 50;

/** What a keyset list's rows carry: the cursor the next page starts after. */
export interface KeysetRow {
  cursor: string;
}

/**
 * A keyset page: after the last row's cursor, never above the first page's first row.
 * `firstCreatedDate` is that row's sort value: its creation time unless the list sorts by another
 * field (`firstOf`), which the list's method passes under the API's name (contents: firstContentDate).
 */
export interface KeysetPage {
  limit: number;
  after?: string;
  firstCreatedDate?: string;
}

/** Spec 01 §4, 02 §2: a page with fewer items than the page size marks the list fully loaded. */
export const isLastPage = (page: readonly unknown[], limit: number) => page.length < limit;

/**
 * The page after `pages`, or undefined when the last one came back short: after its last row's
 * cursor, bounded by the first page's first row (`firstOf`, its sort value).
 */
export function nextPageOf<Row extends KeysetRow>(pages: readonly (readonly Row[])[], limit: number, firstOf: (row: Row) => string | null | undefined): KeysetPage | undefined {
  const last = pages.at(-1);
  if (!last || isLastPage(last, limit)) return undefined;
  const first = pages[0]?.[0];
  return { limit, after: last.at(-1)?.cursor, firstCreatedDate: (first && firstOf(first)) ?? undefined };
}

/**
 * A list the API pages by number (1, 2, …) read as a keyset list: each row carries its page number
 * as its cursor, so the page after it is the next number.
 */
export const byPageNumber =
  <Row>(fetchPage: (page: number, limit: number) => Promise<Row[]>) =>
  async ({ limit, after }: KeysetPage): Promise<(Row & KeysetRow)[]> => {
    const page = after === undefined ? 1 : Number(after) + 1;
    return (await fetchPage(page, limit)).map((row) => ({ ...row, cursor: String(page) }));
  };
