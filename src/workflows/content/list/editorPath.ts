import { contentTypeByValue } from '../../../../resources/contentTypes.ts';

/** The editor's address of a content: `/content/<type route>/<id>`. */
export const editorPathOf = (row: { id: string; type?: number | null }) => `/content/${contentTypeByValue(row.type)?.route ?? 'news'}/${row.id}`;
