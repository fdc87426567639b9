/** What other workflows use of content: where a content's editor is, and the site's categories for a filter. */
export { editorPathOf } from './list/editorPath.ts';
export { GET_CONTENT_CATEGORIES } from './list/contentListDocuments.ts';
