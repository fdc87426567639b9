import type { GraphQLServer } from '../../../server/graphql/yoga.ts';
import { graphqlCall } from './graphqlCall.ts';

/**
 * The caller reads the current editor's handbook and accepts it, as the admin's dialog does: a
 * setup step for tests whose users write content (the demo accounts accepted it at seed).
 */
export async function acceptCurrentHandbook(yoga: GraphQLServer, token: string): Promise<void> {
  const read = await graphqlCall<{ handbook: { version: string } }>(yoga, '{ handbook { version } }', { token });
  const version = read.data?.handbook.version;
  if (!version) throw new Error(`could not read the handbook: ${JSON.stringify(read.errors)}`);
  const accepted = await graphqlCall(yoga, 'mutation ($version: String!) { acceptHandbook(version: $version) { accepted } }', { token, variables: { version } });
  if (accepted.errors) throw new Error(`could not accept the handbook: ${JSON.stringify(accepted.errors)}`);
}
