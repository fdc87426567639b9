/**
 * `bulkAction`: one action on many rows of a list, each row on its own, in the order sent, with
 * the single-row operation's checks; the answer reports every row. `availableBulkActions`: the
 * actions of a resource the caller's role may do (the list's bulk bar offers those).
 */
import type { RequestContext } from '../context.ts';
import { authorize } from '../auth/authorize.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { BulkActionInput, BulkActionReport, BulkRowResult, Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import type { OperationRule } from '../contract/operationRule.ts';
import { bulkActionOf, bulkActionsOf } from '../engine/bulkActionRegistry.ts';
import { refusalOf } from './rowOutcome.ts';

/** Rows one call may carry: more is refused (BAD_USER_INPUT) rather than holding a request that long. */
export const MAX_BULK_ROWS = 500;

const typeDefs = /* GraphQL */ `
  "A selected row: its id and the version the list showed (a row changed since is refused, CONFLICT)."
  input BulkRowInput {
    id: ID!
    version: Int
  }

  input BulkActionInput {
    "The list's resource name (contents, agencyContents, contentDrafts, mediaItems, a declared resource's)."
    resource: String!
    "approve, unapprove, delete, or an action its feature declares (an agency item's status, used, inappropriate)."
    action: String!
    "At most 500, done in this order, each on its own."
    rows: [BulkRowInput!]!
    "The value an action takes (an agency status)."
    value: String
  }

  enum BulkOutcome {
    DONE
    REFUSED
    FAILED
  }

  type BulkRowResult {
    id: ID!
    outcome: BulkOutcome!
    "A refusal's code: CONFLICT (changed since), PERMIT_HELD, IN_USE, NOT_FOUND, FORBIDDEN, BAD_USER_INPUT."
    code: String
    "The refusal in the caller's language."
    message: String
    "Who holds the row's edit permit (PERMIT_HELD)."
    heldBy: String
  }

  type BulkActionReport {
    done: Int!
    refused: Int!
    failed: Int!
    rows: [BulkRowResult!]!
  }

  type Query {
    "The bulk actions on the resource's rows the caller's role may do on the working site."
    availableBulkActions(resource: String!): [String!]!
  }

  type Mutation {
    "One action on the selected rows, each checked and done on its own: the report says what became of every row."
    bulkAction(input: BulkActionInput!): BulkActionReport!
  }
`;

const badInput = (message: string) => apiError('BAD_USER_INPUT', message);

async function allowed(rule: Parameters<typeof authorize>[0], context: RequestContext): Promise<boolean> {
  try {
    await authorize(rule, {}, context);
    return true;
  } catch {
    return false;
  }
}

async function availableBulkActions(resource: string, context: RequestContext): Promise<string[]> {
  const names: string[] = [];
  for (const [name, action] of bulkActionsOf(resource)) if (await allowed(action.rule, context)) names.push(name);
  return names;
}

async function bulkAction(input: BulkActionInput, context: RequestContext): Promise<BulkActionReport> {
  const action = bulkActionOf(input.resource, input.action);
  if (!action) throw badInput(`${input.resource} has no bulk action '${input.action}'`);
  if (input.rows.length > MAX_BULK_ROWS) throw badInput(`At most ${MAX_BULK_ROWS} rows at once, not ${input.rows.length}`);
  const value = input.value ?? undefined;
  if (action.values ? !value || !action.values.includes(value) : value !== undefined) {
    throw badInput(action.values ? `value: one of ${action.values.join(', ')}` : `${input.action} takes no value`);
  }
  await authorize(action.rule, {}, context);
  const rows: BulkRowResult[] = [];
  for (const { id, version } of input.rows) {
    try {
      await action.run(context, { id, version: version ?? null }, value);
      rows.push({ id, outcome: 'DONE' });
    } catch (error) {
      const refusal = refusalOf(id, error);
      if (!refusal) console.error(`Bulk ${input.action} of ${input.resource} ${id} failed`, error);
      rows.push(refusal ?? { id, outcome: 'FAILED', code: 'INTERNAL_SERVER_ERROR' });
    }
  }
  const count = (outcome: BulkRowResult['outcome']) => rows.filter((row) => row.outcome === outcome).length;
  return { done: count('DONE'), refused: count('REFUSED'), failed: count('FAILED'), rows };
}

const resolvers: Resolvers = {
  Query: { availableBulkActions: (_source, { resource }, context) => availableBulkActions(resource, context) },
  Mutation: { bulkAction: (_source, { input }, context) => bulkAction(input, context) },
};

const RULE = { permission: 'signedIn', siteScoped: true } as const;

/** The guard asks the named action's own rule (an unknown action is the resolver's BAD_USER_INPUT). */
const BULK_RULE: OperationRule = {
  ...RULE,
  access: (request, args) => {
    const input = args.input as { resource?: string; action?: string } | undefined;
    const action = bulkActionOf(input?.resource ?? '', input?.action ?? '');
    if (!action) return true;
    if (action.rule.access) return action.rule.access(request, {}) !== false;
    return [action.rule.permission].flat().some((permission) => permission === 'signedIn' || request.granted(permission));
  },
};

export const bulkActionModule: GraphQLModule = {
  typeDefs,
  resolvers,
  operations: { Query: { availableBulkActions: RULE }, Mutation: { bulkAction: BULK_RULE } },
};
