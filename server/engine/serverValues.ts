/**
 * What the server fills in on a save from tables a declaration cannot read (resources/ stays free of
 * server imports): run in the save's transaction after the declaration's beforeChange, its answer
 * checked as a hook's, with the client's whole input (arguments beyond the fields, such as a
 * content's `fromDraftId`). A library row's file facts come from media_files; a content's agency
 * provenance from the caller's draft. Server-only, keyed by resource name.
 */
import { contentAgencySource } from '../content/contentAgencySource.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { mediaFileFacts } from '../media/mediaFileFacts.ts';
import type { Row } from './records.ts';

export type ServerValues = (tx: Pick<Db, 'select'>, data: Row, existing: Row | undefined, context: RequestContext, input: Row) => Promise<Row>;

const SERVER_VALUES: Partial<Record<string, ServerValues>> = {
  mediaItems: mediaFileFacts,
  contents: contentAgencySource,
};

export const hasServerValues = (resourceName: string) => SERVER_VALUES[resourceName] !== undefined;

export async function serverValues(resourceName: string, tx: Pick<Db, 'select'>, data: Row, existing: Row | undefined, context: RequestContext, input: Row): Promise<Row> {
  const fill = SERVER_VALUES[resourceName];
  return fill ? fill(tx, data, existing, context, input) : data;
}
