/**
 * A content's agency provenance in the API (server/content/contentAgencySource.ts): the save's
 * `fromDraftId` and `agencyVersion`, and `agencyUpdate` on Content, set while the agency item it
 * was made from has a newer version than the one it follows (the editor's notice and the list's
 * marker). A page of the list reads its items' versions in one query.
 */
import DataLoader from 'dataloader';
import type { RequestContext } from '../context.ts';
import { agencyItemVersions, currentWireText, keptWireText, type AgencyUpdate, type ContentAgencySource } from './contentAgencySource.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';

const contentAgencyTypeDefs = /* GraphQL */ `
  input ContentInput {
    "The caller's draft the content was written on: its agency provenance is copied, and it is deleted with the save."
    fromDraftId: ID
    "The agency item's version whose text the editor applied: the content follows it from this save on."
    agencyVersion: Int
  }

  type Content {
    "Set while the agency item the content was made from has a newer version than the one it follows (agencySource.version)."
    agencyUpdate: ContentAgencyUpdate
  }

  "The wire's title, spot and text (simple HTML) at one version."
  type AgencyWireText {
    title: String!
    spot: String!
    text: String!
  }

  type ContentAgencyUpdate {
    "The agency item's version now."
    version: Int!
    "The version the content follows."
    sourceVersion: Int!
    "The wire at sourceVersion; null when it was not kept."
    previous: AgencyWireText
    "The wire now."
    current: AgencyWireText
  }
`;

const versionLoaders = new WeakMap<RequestContext, DataLoader<number, number | undefined>>();

function currentVersionOf(context: RequestContext, agencyItemId: number): Promise<number | undefined> {
  let loader = versionLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const versions = await agencyItemVersions(context.db, ids);
      return ids.map((id) => versions.get(id));
    });
    versionLoaders.set(context, loader);
  }
  return loader.load(agencyItemId);
}

/** Null at once for a content not made from the wire (most of a list page): no promise per row. */
function agencyUpdateOf(source: ContentAgencySource | null | undefined, context: RequestContext): Promise<AgencyUpdate | null> | null {
  return source?.agencyItemId ? newerAgencyVersion(source, source.agencyItemId, context) : null;
}

async function newerAgencyVersion(source: ContentAgencySource, agencyItemId: number, context: RequestContext): Promise<AgencyUpdate | null> {
  const version = await currentVersionOf(context, agencyItemId);
  return version !== undefined && version > source.version ? { agencyItemId, version, sourceVersion: source.version } : null;
}

export const contentAgencyModule: GraphQLModule = {
  typeDefs: contentAgencyTypeDefs,
  resolvers: {
    Content: {
      agencyUpdate: (content, _args, context) => agencyUpdateOf(content.agencySource as ContentAgencySource | null | undefined, context),
    },
    ContentAgencyUpdate: {
      previous: (update, _args, context) => keptWireText(context.db, update.agencyItemId, update.sourceVersion),
      current: (update, _args, context) => currentWireText(context.db, update.agencyItemId),
    },
  },
  operations: {},
};
