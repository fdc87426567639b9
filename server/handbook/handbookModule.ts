/**
 * The editor's handbook (spec 02 §1): `handbook(language)` gives its text, version and whether the
 * caller accepted that version; `acceptHandbook(version)` records the caller's acceptance of the
 * current version (a stale one is a CONFLICT naming the current); administrators list who accepted
 * which version and when with `handbookAcceptances` (user.view: it is a fact about users). Content
 * writes need an acceptance of the current version (`needsHandbook`, server/handbook/handbookGuard.ts).
 */
import type { RequestContext } from '../context.ts';
import { acceptancePage, acceptedDate, recordAcceptance } from '../db/handbookAcceptances.ts';
import { saveError, malformedRequest } from '../engine/inputErrors.ts';
import { CURRENT_HANDBOOK } from './currentHandbook.ts';
import type { MutationAcceptHandbookArgs, QueryHandbookAcceptancesArgs, QueryHandbookArgs } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';

const MAX_ACCEPTANCES_PAGE = 200;

const handbookTypeDefs = /* GraphQL */ `
  type HandbookSection {
    heading: String!
    paragraphs: [String!]!
  }

  "The editor's handbook in one language, and where the caller stands with its current version."
  type Handbook {
    "Derived from the text of every language: any change of the text is a new version to accept."
    version: String!
    language: String!
    title: String!
    introduction: String!
    sections: [HandbookSection!]!
    "Whether the caller accepted this version (content writes need it)."
    accepted: Boolean!
    "When the caller accepted this version (ISO-8601), else null."
    acceptedDate: String
  }

  "One user's acceptance of one version of the handbook."
  type HandbookAcceptance {
    id: ID!
    userId: ID!
    userName: String!
    userEmail: String!
    version: String!
    acceptedDate: String!
    "Whether the accepted version is the current one."
    isCurrentVersion: Boolean!
    "Where the next page starts (handbookAcceptances' after)."
    cursor: String!
  }

  type Query {
    "The current handbook in 'tr' or 'en' (default: the request's language), with the caller's acceptance."
    handbook(language: String): Handbook!
    "Acceptances, newest first, 50 a page (at most 200): after a row's cursor, or pages from 1; needs user.view."
    handbookAcceptances(page: Int, limit: Int, after: String): [HandbookAcceptance!]!
  }

  type Mutation {
    "Records that the caller read, understood and will apply this version; a version that is not the current one is a CONFLICT."
    acceptHandbook(version: String!): Handbook!
  }
`;

async function handbookFor(context: RequestContext, language: string | null | undefined = context.language) {
  if (language !== 'tr' && language !== 'en') throw malformedRequest("language is 'tr' or 'en'");
  const { version, texts } = CURRENT_HANDBOOK;
  const accepted = await acceptedDate(context.db, context.user.id, version);
  const { title, introduction, sections } = texts[language];
  return {
    version,
    language,
    title,
    introduction,
    sections: sections.map(({ heading, paragraphs }) => ({ heading, paragraphs: [...paragraphs] })),
    accepted: accepted !== undefined,
    acceptedDate: accepted?.toISOString() ?? null,
  };
}

async function acceptHandbook(_: unknown, { version }: MutationAcceptHandbookArgs, context: RequestContext) {
  if (version !== CURRENT_HANDBOOK.version) {
    throw saveError('CONFLICT', 'handbookChanged', context.language, { currentVersion: CURRENT_HANDBOOK.version });
  }
  await recordAcceptance(context.db, context.user.id, version);
  return handbookFor(context);
}

const cursorOf = (row: { acceptedDate: Date; id: number }) => `${row.acceptedDate.toISOString()}|${row.id}`;

function parseCursor(cursor: string) {
  const [date, id] = cursor.split('|');
  const acceptedDate = new Date(date);
  if (Number.isNaN(acceptedDate.getTime()) || !/^\d{1,9}$/.test(id ?? '')) throw malformedRequest('after is a cursor of a row of this list');
  return { acceptedDate, id: Number(id) };
}

async function acceptances(_: unknown, { page, limit, after }: QueryHandbookAcceptancesArgs, context: RequestContext) {
  const pageNumber = page ?? 1;
  const size = limit ?? 50;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw malformedRequest('page starts at 1');
  if (!Number.isInteger(size) || size < 1 || size > MAX_ACCEPTANCES_PAGE) throw malformedRequest(`limit must be between 1 and ${MAX_ACCEPTANCES_PAGE}`);
  const rows = await acceptancePage(context.db, { offset: (pageNumber - 1) * size, limit: size, after: after ? parseCursor(after) : undefined });
  return rows.map((row) => ({
    ...row,
    id: String(row.id),
    userId: String(row.userId),
    acceptedDate: row.acceptedDate.toISOString(),
    isCurrentVersion: row.version === CURRENT_HANDBOOK.version,
    cursor: cursorOf(row),
  }));
}

export const handbookModule: GraphQLModule = {
  typeDefs: handbookTypeDefs,
  resolvers: {
    Query: {
      handbook: (_source, { language }: QueryHandbookArgs, context) => handbookFor(context, language ?? context.language),
      handbookAcceptances: acceptances,
    },
    Mutation: { acceptHandbook },
  },
  operations: {
    Query: {
      handbook: { permission: 'signedIn', siteScoped: false },
      handbookAcceptances: { permission: 'user.view', siteScoped: true },
    },
    Mutation: { acceptHandbook: { permission: 'signedIn', siteScoped: false } },
  },
};
