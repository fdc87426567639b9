import { graphql } from '../../../graphql';

/** A list row: what the columns show, nothing of the body. */
export const GET_CONTENT_LIST = graphql(`
  query GetContentList($filter: ContentFilter, $limit: Int, $firstContentDate: String, $after: String) {
    contents(filter: $filter, limit: $limit, firstContentDate: $firstContentDate, after: $after) {
      id version type status title spot categoryId contentDate publishDate isNewsWorthy showInHomepage createdUserId updatedUserId cursor agencyUpdate { version }
    }
  }
`);

export const GET_CONTENT_EDITORS = graphql(`
  query GetContentEditors {
    activeUsersOfContents { id name }
  }
`);

/** Every category of the site, main and sub, for the filter and the category column. */
export const GET_CONTENT_CATEGORIES = graphql(`
  query GetContentCategories {
    allCategories(limit: 1000) { id name displayName contentTypes }
  }
`);

export const UPDATE_STATUS_TO_CONTENT = graphql(`
  mutation UpdateStatusToContent($contentId: ID!, $status: Int!) {
    updateStatusToContent(contentId: $contentId, status: $status)
  }
`);
