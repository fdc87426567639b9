/**
 * Where each picker provider's items come from (the server's half of resources/picker/providers/):
 * one function per provider name, asked with the picker's filter, a page from 1 and its size.
 */
import { contents } from '../../resources/content.ts';
import type { PickerFilter } from '../../resources/picker/pickerItems.ts';
import { serviceOf, type RequestContext } from '../context.ts';
import { listRecords } from '../engine/listRecords.ts';
import { recordOutput } from '../engine/records.ts';
import { listAgencyContents } from '../ingest/index.ts';

export type PickerSource = (context: RequestContext, filter: PickerFilter, page: number, limit: number) => Promise<unknown[]>;

/**
 * What the picker shows and the transformers read (resources/picker/providers/contents.ts), with the
 * record's own columns the item carries: not the text, galleries or SEO fields.
 */
const CONTENT_FIELDS: ReadonlySet<string> = new Set([
  ...['type', 'title', 'spot', 'categoryId', 'authorId', 'contentDate', 'publishDate', 'seoUrlTitle', 'coverImages', 'coverVideo'],
  ...['version', 'siteId', 'createdUserId', 'createdDate', 'updatedUserId', 'updatedDate'],
]);

const some = <T>(values: readonly T[] | null | undefined) => (values && values.length ? [...values] : undefined);

export const PICKER_SOURCES: Readonly<Record<string, PickerSource>> = {
  /** The site's published contents (approved, publish date reached), newest first, as the API's Content type. */
  contents: async (context, filter, page, limit) => {
    const rows = await listRecords(
      context.db,
      contents,
      {
        filter: {
          search: filter.search ?? undefined,
          categoryId: some(filter.categories),
          authorId: filter.author ? [filter.author] : undefined,
          contentDateFrom: filter.date?.startDate ?? undefined,
          contentDateTo: filter.date?.endDate ?? undefined,
          isPublished: true,
        },
        page,
        limit,
      },
      context.siteNumber,
      { fields: CONTENT_FIELDS },
    );
    return rows.map((row) => recordOutput(contents, row));
  },
  /** The wire, newest first, as the API's AgencyContent type. */
  agency: (context, filter, page, limit) =>
    listAgencyContents(context, { filter: { startDate: filter.date?.startDate ?? undefined, endDate: filter.date?.endDate ?? undefined }, page, limit }),
  /** The recipe service (spec 02 §7): the empty list when it fails. */
  recipes: async (context, filter, page, limit) => serviceOf(context, 'recipes').search(filter, page, limit),
};
