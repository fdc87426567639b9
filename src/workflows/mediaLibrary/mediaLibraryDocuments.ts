import { graphql } from '../../graphql';

// The client adds no __typename (apolloClient.ts): asked for here, so the fragment matches the answer.
export const MEDIA_ITEM_FIELDS = graphql(`
  fragment MediaItemFields on MediaItem {
    __typename id version path name mediaType mimeType size width height reporter source text createdDate usageCount cursor
  }
`);

/** Library rows: what the table shows and the picker hands back. */
export const GET_MEDIA_ITEMS = graphql(`
  query GetMediaItems($filter: MediaItemFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    mediaItems(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) { ...MediaItemFields }
  }
`);

/** One file with where it is used: the drawer. */
export const GET_MEDIA_ITEM = graphql(`
  query GetMediaItem($id: ID!) {
    mediaItem(id: $id) { ...MediaItemFields usages { resource recordId title contentType field } crops { type path width height } }
  }
`);

export const SAVE_MEDIA_ITEM = graphql(`
  mutation SaveMediaItem($input: MediaItemInput!) {
    saveMediaItem(input: $input) { ...MediaItemFields usages { resource recordId title contentType field } crops { type path width height } }
  }
`);

export const DELETE_MEDIA_ITEM = graphql(`
  mutation DeleteMediaItem($id: ID!, $version: Int!) {
    deleteMediaItem(id: $id, version: $version) { id }
  }
`);
