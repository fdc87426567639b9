/** The form path of the sibling a field's `when` names (beside the field, inside a list item too). */
export const siblingPath = (formPath: string, sibling: string) => [...formPath.split('.').slice(0, -1), sibling].join('.');
