/**
 * What the access-matrix probe needs for the generated operations of every resource, found by the
 * GraphQL type names alone: an existing record per site for `one(id)`, `status(id)` and `delete(id)`, created
 * through the resource's own save operation, and a valid, fresh input for `save(input)`.
 */
import type { Resource } from '../../../resources/defineResource.ts';
import { RESOURCES } from '../../../resources/index.ts';
import type { GraphQLServer } from '../../../server/graphql/yoga.ts';
import { graphqlCall } from './graphqlCall.ts';
import { resourceCalls, type ResourceRecord } from './resourceCalls.ts';
import { sampleInput, type ReferenceId } from './resourceSamples.ts';

export interface ResourceProbes {
  /**
   * An existing record's id on `siteId` for a resource operation: the resource whose type the field
   * returns (`one`), or whose status or revision operation it is (a `revisionId`: that record's
   * first revision); undefined for any other operation.
   */
  idFor(fieldName: string, returnType: string, siteId: string, argumentName?: string): string | undefined;
  /** That record itself (its values decide a row filter: a content's type). */
  recordFor(fieldName: string, returnType: string, siteId: string): ResourceRecord | undefined;
  /** A valid input when `inputTypeName` is a resource's `<Type>Input`; undefined for other types. */
  inputFor(inputTypeName: string, siteId: string): Promise<Record<string, unknown> | undefined>;
}

/** Makes what a sample input stands on outside the API (the stored file a library row describes). */
export type PrepareInput = (resource: Resource, input: Record<string, unknown>) => Promise<void>;

const isRevisionOperation = ({ revisions }: Resource, fieldName: string) =>
  revisions !== undefined && [revisions.list, revisions.one, revisions.restore].includes(fieldName);

export async function resourceProbes(
  yoga: GraphQLServer,
  adminToken: string,
  siteIds: readonly string[],
  options: { resources?: readonly Resource[]; prepareInput?: PrepareInput } = {},
): Promise<ResourceProbes> {
  const { resources = RESOURCES, prepareInput } = options;
  const input = async (resource: Resource, referenceId: ReferenceId) => {
    const values = await sampleInput(resource, referenceId);
    await prepareInput?.(resource, values);
    return values;
  };
  const byType = new Map(resources.map((resource) => [resource.typeName, resource]));
  const byInput = new Map(resources.map((resource) => [`${resource.typeName}Input`, resource]));
  const records = new Map<string, ResourceRecord>();
  const firstRevisions = new Map<string, string>();

  async function create(resource: Resource, siteId: string): Promise<string> {
    return (await createRecord(resource, siteId)).id;
  }

  async function createRecord(resource: Resource, siteId: string): Promise<ResourceRecord> {
    const referenceId: ReferenceId = (name) => {
      const target = resources.find((candidate) => candidate.name === name);
      if (!target) throw new Error(`no resource ${name} to reference`);
      return create(target, siteId);
    };
    const saved = await resourceCalls(yoga, resource, { token: adminToken, siteId }).save(await input(resource, referenceId));
    const record = saved.data?.[resource.operations.save];
    if (!record) throw new Error(`could not create a ${resource.name} fixture: ${JSON.stringify(saved.errors)}`);
    return record;
  }

  async function firstRevision(resource: Resource, siteId: string): Promise<string> {
    const { list, idArgument } = resource.revisions!;
    const recordId = records.get(`${resource.typeName}@${siteId}`)!.id;
    const listed = await graphqlCall<Record<string, { id: string }[]>>(yoga, `query($id: ID!) { ${list}(${idArgument}: $id) { id } }`, {
      token: adminToken,
      siteId,
      variables: { id: recordId },
    });
    const id = listed.data?.[list]?.at(-1)?.id;
    if (!id) throw new Error(`no revision of the ${resource.name} fixture: ${JSON.stringify(listed.errors)}`);
    return id;
  }

  for (const resource of resources) {
    for (const siteId of siteIds) {
      records.set(`${resource.typeName}@${siteId}`, await createRecord(resource, siteId));
      // Deletes get a record of their own, so the other probes' fixtures stay.
      if (resource.operations.delete) records.set(`delete ${resource.typeName}@${siteId}`, await createRecord(resource, siteId));
      if (resource.revisions) firstRevisions.set(`${resource.typeName}@${siteId}`, await firstRevision(resource, siteId));
    }
  }
  const recordFor = (fieldName: string, returnType: string, siteId: string) => {
    const deleted = resources.find((candidate) => candidate.operations.delete === fieldName);
    if (deleted) return records.get(`delete ${deleted.typeName}@${siteId}`);
    const resource = byType.get(returnType) ?? resources.find((candidate) => (candidate.hasStatus && candidate.operations.status === fieldName) || isRevisionOperation(candidate, fieldName));
    return resource ? records.get(`${resource.typeName}@${siteId}`) : undefined;
  };
  return {
    idFor: (fieldName, returnType, siteId, argumentName) => {
      const record = recordFor(fieldName, returnType, siteId);
      if (argumentName !== 'revisionId' || !record) return record?.id;
      const resource = resources.find((candidate) => isRevisionOperation(candidate, fieldName));
      return resource && firstRevisions.get(`${resource.typeName}@${siteId}`);
    },
    recordFor,
    async inputFor(inputTypeName, siteId) {
      const resource = byInput.get(inputTypeName);
      if (!resource) return undefined;
      return input(resource, async (name) => {
        // A self-reference gets a fresh target one level up (a main category as a category's parent).
        if (name === resource.name) return create(resource, siteId);
        const id = records.get(`${resources.find((candidate) => candidate.name === name)?.typeName}@${siteId}`)?.id;
        if (!id) throw new Error(`no ${name} fixture on site ${siteId}`);
        return id;
      });
    },
  };
}
