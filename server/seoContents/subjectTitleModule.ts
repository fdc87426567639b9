/**
 * Subject titles added inline from an SEO content's editor (spec 02 §3, §8; README.md). Lists,
 * reads and saves of subject titles and of the four SEO contents are the declared resources'
 * (resources/subjectTitle.ts, hadith.ts, dreamInterpretation.ts, dua.ts, fatwa.ts).
 */
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { subjectTitles } from '../../resources/subjectTitle.ts';
import { recordOutput } from '../engine/records.ts';
import { addSubjectTitle } from './subjectTitles.ts';

const subjectTitleTypeDefs = /* GraphQL */ `
  "A subject title to add: its kind (SEO_CONTENT_KIND), its name and, for a sub title, its main one."
  input AddSubjectTitleInput {
    kind: Int!
    name: String!
    "The main subject a sub title sits under; empty for a main one."
    parentId: ID
  }

  extend type Mutation {
    "Adds an approved subject title to the request's site; refused (BAD_USER_INPUT, 'Subject title add error, perhaps already exists') when one of its kind has the same name, ignoring case the Turkish way, or when the main one is not a main title of that kind."
    addSubjectTitle(input: AddSubjectTitleInput!): SubjectTitle!
  }
`;

const resolvers: Resolvers = {
  Mutation: {
    addSubjectTitle: async (_source, { input }, context) => recordOutput(subjectTitles, await addSubjectTitle(input, context)) as never,
  },
};

export const subjectTitleModule: GraphQLModule = {
  typeDefs: subjectTitleTypeDefs,
  resolvers,
  operations: { Mutation: { addSubjectTitle: { permission: 'seoContents.save', siteScoped: true } } },
};
