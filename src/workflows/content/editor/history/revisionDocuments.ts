import { graphql } from '../../../../graphql';

/** A page of an item's history: who, when, the version and the fields changed; no snapshots. */
export const GET_CONTENT_REVISIONS = graphql(`
  query GetContentRevisions($contentId: ID!, $page: Int, $limit: Int) {
    contentRevisions(contentId: $contentId, page: $page, limit: $limit) {
      id version createdDate createdUser { id name } changedFields restoredFromVersion
    }
  }
`);

/** One revision with every field as it was saved. */
export const GET_CONTENT_REVISION = graphql(`
  query GetContentRevision($contentId: ID!, $revisionId: ID!) {
    contentRevision(contentId: $contentId, revisionId: $revisionId) { id version snapshot }
  }
`);

export const RESTORE_CONTENT_REVISION = graphql(`
  mutation RestoreContentRevision($contentId: ID!, $revisionId: ID!, $version: Int!) {
    restoreContentRevision(contentId: $contentId, revisionId: $revisionId, version: $version) { id version }
  }
`);
