import { CONTENT_TYPES } from '../../../resources/contentTypes.ts';
import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** Every content editor route is the one editor, its type read from the route. */
const editor = () => import('./editor/ContentEditor.tsx');

/** Contents (spec 02): the list, the drafts and the editor of every content type, with its history. */
export default defineAdminFeature({
  name: 'content',
  routes: {
    contentList: () => import('./list/ContentList.tsx'),
    draftContentList: () => import('./drafts/DraftList.tsx'),
    ...Object.fromEntries(CONTENT_TYPES.map((type) => [`${type.key}Editor`, editor])),
  },
  methods: [
    methodsOf(() => import('./contentMethods.ts').then((module) => module.contentMethods), ['getContentList', 'getContentEditors', 'getContentCategories', 'setContentStatus']),
    methodsOf(() => import('./drafts/contentDraftMethods.ts').then((module) => module.contentDraftMethods), [
      'getContentDrafts',
      'getContentDraftOf',
      'getContentDraft',
      'saveContentDraft',
      'deleteContentDraft',
    ]),
    methodsOf(() => import('./editor/history/contentRevisionMethods.ts').then((module) => module.contentRevisionMethods), [
      'getContentRevisions',
      'getContentRevision',
      'restoreContentRevision',
    ]),
  ],
});
