import { graphql } from '../../graphql/index.ts';

/** Everything the permit bar shows; the same selection for every operation, so each answer replaces the last. */
export const EDIT_PERMIT_FIELDS = graphql(`
  fragment EditPermitFields on EditPermit {
    resource recordId expiresAt autoAcceptSeconds heartbeatSeconds
    holder { userId name session since }
    request { user { userId name session since } requestedAt autoAcceptAt }
    viewers { userId name session since }
    last { kind byUserId toUserId toSession at }
  }
`);

export const GET_EDIT_PERMIT = graphql(`
  query GetEditPermit($resource: String!, $id: ID!) {
    editPermit(resource: $resource, id: $id) { ...EditPermitFields }
  }
`);

export const HOLD_EDIT_PERMIT = graphql(`
  mutation HoldEditPermit($resource: String!, $id: ID!, $session: String!) {
    holdEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }
  }
`);

export const HEARTBEAT_EDIT_PERMIT = graphql(`
  mutation HeartbeatEditPermit($resource: String!, $id: ID!, $session: String!) {
    heartbeatEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }
  }
`);

export const REQUEST_EDIT_PERMIT = graphql(`
  mutation RequestEditPermit($resource: String!, $id: ID!, $session: String!) {
    requestEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }
  }
`);

export const ANSWER_EDIT_PERMIT_REQUEST = graphql(`
  mutation AnswerEditPermitRequest($resource: String!, $id: ID!, $accept: Boolean!) {
    answerEditPermitRequest(resource: $resource, id: $id, accept: $accept) { ...EditPermitFields }
  }
`);

export const TAKE_OVER_EDIT_PERMIT = graphql(`
  mutation TakeOverEditPermit($resource: String!, $id: ID!, $session: String!) {
    takeOverEditPermit(resource: $resource, id: $id, session: $session) { ...EditPermitFields }
  }
`);

export const RELEASE_EDIT_PERMIT = graphql(`
  mutation ReleaseEditPermit($resource: String!, $id: ID!, $session: String!) {
    releaseEditPermit(resource: $resource, id: $id, session: $session) { resource recordId }
  }
`);

export const REMOVE_USER_FROM_PAGE = graphql(`
  mutation RemoveUserFromPage($resource: String!, $id: ID!, $userId: ID!) {
    removeUserFromPage(resource: $resource, id: $id, userId: $userId) { ...EditPermitFields }
  }
`);

export const EDIT_PERMIT_CHANGED = graphql(`
  subscription EditPermitChanged($resource: String!, $id: ID!) {
    editPermitChanged(resource: $resource, id: $id) { ...EditPermitFields }
  }
`);

export const GET_EDIT_PERMIT_HOLDERS = graphql(`
  query GetEditPermitHolders($resource: String!, $ids: [ID!]!) {
    editPermitHolders(resource: $resource, ids: $ids) { recordId holder { userId name session since } }
  }
`);

export const EDIT_PERMIT_HOLDERS_CHANGED = graphql(`
  subscription EditPermitHoldersChanged($resource: String!) {
    editPermitHoldersChanged(resource: $resource) { recordId holder { userId name session since } }
  }
`);
