/**
 * A list a feature lets people export as CSV (server/listExport): the list's own root query, run
 * page after page with the filter the screen sends, so an export shows what the screen's filters show
 * and what the role may read there.
 */
export type ExportLanguage = 'tr' | 'en';

/** Lists of `{ id name }` read once before the rows, by their root field (e.g. `allCategories`): a row's ids shown as names. */
export type ExportNames = Readonly<Record<string, ReadonlyMap<string, string>>>;

export interface ExportColumn {
  /** The screen's column (what `columns=` names); several export columns may share one (a title and its spot). */
  name: string;
  /** The header in each language; `labelIn` reads it from resources/messages, where the admin reads it too. */
  label: Readonly<Record<ExportLanguage, string>>;
  /** The GraphQL selection it needs; the name when absent. */
  select?: string;
  /** The cell; the selected field's value when absent (true/false as yes/no, lists joined). */
  value?(row: Readonly<Record<string, unknown>>, names: ExportNames, language: ExportLanguage): unknown;
}

export interface ListExport {
  /** The address's `:resource` and the file's name (`contents-2026-11-30.csv`). */
  resource: string;
  /** The list's root query field; its `filter` argument is the screen's filter. */
  field: string;
  columns: readonly ExportColumn[];
  /** Root fields answering `{ id name }` lists (with their arguments), read once: `allCategories(limit: 1000)`. */
  names?: readonly string[];
  /** Rows asked for at once, within the query's own limit; 500 when absent. */
  batch?: number;
}

export const defineListExport = (list: ListExport): ListExport => list;

/**
 * A column's label in both languages, read from a message file of resources/messages (its `tr` and
 * `en` trees): `labelIn(listColumns, (texts) => texts.agency.columns.title)`. The admin shows the same
 * key, so a header is written once and reads as the screen's column.
 */
export const labelIn = <Texts>(catalogue: Readonly<Record<ExportLanguage, Texts>>, text: (texts: Texts) => string): ExportColumn['label'] => ({
  tr: text(catalogue.tr),
  en: text(catalogue.en),
});

