import { gql } from '@apollo/client/core/index.js';

/** The user, and the feature flags switched off (they hide screens): both needed before any screen, in one request. */
export const GET_CURRENT_USER = gql`
  query GetCurrentUser {
    currentUser { id name username email department picture isApproved sites roles }
    disabledFeatures
  }
`;

export const GET_SITES = gql`
  query getSites {
    sites { id name displayName isApproved logo url linkName language tinyUrl }
  }
`;

export const GET_PERMISSIONS = gql`
  query GetPermissions {
    permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }
  }
`;
