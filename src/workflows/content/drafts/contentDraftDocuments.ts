import { graphql } from '../../../graphql';

/** A draft list row: the columns, nothing of the values. */
export const GET_CONTENT_DRAFTS = graphql(`
  query GetContentDrafts($filter: ContentDraftFilter, $page: Int, $limit: Int) {
    contentDrafts(filter: $filter, page: $page, limit: $limit) {
      id contentId type title spot categoryId baseVersion contentVersion contentEditorId version updatedDate
    }
  }
`);

export const GET_CONTENT_DRAFT = graphql(`
  query GetContentDraft($id: ID!) {
    contentDraft(id: $id) { id contentId type baseVersion contentVersion version updatedDate values }
  }
`);

export const SAVE_CONTENT_DRAFT = graphql(`
  mutation SaveContentDraft($input: ContentDraftInput!) {
    saveContentDraft(input: $input) { id version updatedDate cleaned }
  }
`);

export const DELETE_CONTENT_DRAFT = graphql(`
  mutation DeleteContentDraft($id: ID!) {
    deleteContentDraft(id: $id)
  }
`);
