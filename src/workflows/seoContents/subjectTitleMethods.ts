import { graphql } from '../../graphql/index.ts';
import type { AddSubjectTitleMutation } from '../../graphql/graphql.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';

const ADD_SUBJECT_TITLE = graphql(`
  mutation AddSubjectTitle($input: AddSubjectTitleInput!) {
    addSubjectTitle(input: $input) { id name kind parentId level isApproved }
  }
`);

export type AddedSubjectTitle = AddSubjectTitleMutation['addSubjectTitle'];

/** The SEO contents' named data provider method (its feature.ts lists it). */
export const subjectTitleMethods = (client: Pick<SessionClient, 'mutate'>) => ({
  /** A new main title of the kind, or a sub title under `parentId`; rejects with the server's refusal (a name already used). */
  async addSubjectTitle(input: { kind: number; name: string; parentId?: string | null }): Promise<AddedSubjectTitle> {
    const result = await client.mutate({ mutation: ADD_SUBJECT_TITLE, variables: { input } });
    return fieldOrThrow<AddedSubjectTitle>(result, 'addSubjectTitle');
  },
});
