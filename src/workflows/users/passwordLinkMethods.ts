import { graphql } from '../../graphql/index.ts';
import type { CreatePasswordLinkMutation } from '../../graphql/graphql.ts';
import { getRuntimeConfig } from '../../config.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';

const CREATE_PASSWORD_LINK = graphql(`
  mutation CreatePasswordLink($userId: ID!) {
    createPasswordLink(userId: $userId) { token expiresAt }
  }
`);

export interface PasswordLink {
  /** The embedded provider's set-password page for this link. */
  url: string;
  expiresAt: string;
}

/** The page of a link's token at the embedded provider (its issuer is the sign-in authority). */
export const passwordLinkUrl = (token: string, authority = getRuntimeConfig()?.oidc.authority ?? '') =>
  `${authority.replace(/\/+$/, '')}/set-password/${encodeURIComponent(token)}`;

/** The users' named data provider method (its feature.ts lists it). */
export const passwordLinkMethods = (client: Pick<SessionClient, 'mutate'>) => ({
  async createPasswordLink(userId: string): Promise<PasswordLink> {
    const result = await client.mutate({ mutation: CREATE_PASSWORD_LINK, variables: { userId } });
    const { token, expiresAt } = fieldOrThrow<CreatePasswordLinkMutation['createPasswordLink']>(result, 'createPasswordLink');
    return { url: passwordLinkUrl(token), expiresAt };
  },
});
