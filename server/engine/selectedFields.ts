import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields a caller selects on a resolver's result (on each item, for a list), through
 * inline fragments and named ones. `@skip`/`@include` are not evaluated: a field under either counts
 * as selected, so a list reads at most a column too many, never one too few.
 */
export function selectedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
  const names = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}

/**
 * The columns a page of rows needs for the fields asked for: a field reads the columns `needs` lists
 * (by default the column of its own name) and `always` are read anyway. Without `fields`, every
 * column. The result keeps the table's column type: the columns left out are undefined in the rows,
 * and only the mapping of a field not asked for would read them.
 */
export function columnsFor<Columns extends Record<string, unknown>>(
  columns: Columns,
  fields: ReadonlySet<string> | undefined,
  options: { needs?: Readonly<Record<string, readonly (keyof Columns)[]>>; always: readonly (keyof Columns)[] },
): Columns {
  if (!fields) return columns;
  const wanted = new Set<keyof Columns>(options.always);
  for (const field of fields) {
    for (const column of options.needs?.[field] ?? (field in columns ? [field] : [])) wanted.add(column);
  }
  return Object.fromEntries(Object.entries(columns).filter(([name]) => wanted.has(name))) as Columns;
}
