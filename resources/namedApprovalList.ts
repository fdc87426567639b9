import type { ResourceAccess } from './access.ts';
import { defineResource } from './defineResource.ts';
import { approval, text } from './fields.ts';

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * The preset of the spec's simple settings lists (spec 02 §3: "name plus approved flag"): a unique,
 * searchable name and isApproved, sorted by name, with operations `x(id)`, `xs(…)` and `saveX(input)`, and `deleteX(id, version)` when deletable.
 */
export function namedApprovalList({ deletable, ...declaration }: {
  name: string;
  typeName: string;
  permission: string;
  deletable?: boolean;
  /** Who may run its operations, when not the category's permissions (resources/access.ts). */
  access?: ResourceAccess<'name' | 'isApproved'>;
}) {
  const { name, typeName } = declaration;
  return defineResource({
    ...declaration,
    operations: { one: lowerFirst(typeName), list: name, save: `save${typeName}`, ...(deletable ? { delete: `delete${typeName}` } : {}) },
    siteScoped: true,
    fields: {
      name: text({ required: true, maxLength: 100, list: true, search: true }),
      isApproved: approval(),
    },
    representation: 'name',
    unique: [['name']],
    sort: { field: 'name', order: 'ASC' },
  });
}
