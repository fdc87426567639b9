import { graphql } from '../../graphql';

// The client adds no __typename (apolloClient.ts): asked for here, so the fragment matches the answer.
export const HANDBOOK_FIELDS = graphql(`
  fragment HandbookFields on Handbook {
    __typename version language title introduction sections { heading paragraphs } accepted acceptedDate
  }
`);

export const GET_HANDBOOK = graphql(`
  query GetHandbook($language: String) {
    handbook(language: $language) { ...HandbookFields }
  }
`);

export const ACCEPT_HANDBOOK = graphql(`
  mutation AcceptHandbook($version: String!) {
    acceptHandbook(version: $version) { ...HandbookFields }
  }
`);

export const GET_HANDBOOK_ACCEPTANCES = graphql(`
  query GetHandbookAcceptances($limit: Int, $after: String) {
    handbookAcceptances(limit: $limit, after: $after) { id userId userName userEmail version acceptedDate isCurrentVersion cursor }
  }
`);
