import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExportLanguage, ListExport } from '../contract/listExports.ts';
import type { RouteEnvironment } from '../serverFeature.ts';
import { createStorageGuard } from '../storage/storageGuard.ts';
import { StorageHttpError, storageErrorHandler } from '../storage/storageErrors.ts';
import { BOM, cellText } from './csvCells.ts';
import { exportableLists } from './declaredExports.ts';
import { listFilter } from './exportFilter.ts';
import { exportQuery } from './exportQuery.ts';
import { exportRows, ListQueryError, readNames } from './exportRows.ts';

export const EXPORT_PATH = '/api/export';

interface ExportRequest {
  Params: { resource: string };
  Querystring: { filter?: string; columns?: string; lang?: string };
}

/** `lang`, else the admin's `language` header, else Accept-Language; Turkish by default. */
function languageOf(request: FastifyRequest<ExportRequest>): ExportLanguage {
  const asked = request.query.lang ?? request.headers.language ?? request.headers['accept-language'];
  return String(asked ?? '').trim().toLowerCase().startsWith('en') ? 'en' : 'tr';
}

function parsedFilter(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new StorageHttpError(400, 'BAD_USER_INPUT', 'filter must be a JSON object of the list query filter');
}

/** The screen's shown columns that the export has, in the export's order; every column when none is named. */
function chosenColumns(list: ListExport, asked: string | undefined) {
  const names = new Set((asked ?? '').split(',').map((name) => name.trim()).filter(Boolean));
  const columns = names.size ? list.columns.filter((column) => names.has(column.name)) : list.columns;
  if (!columns.length) throw new StorageHttpError(400, 'BAD_USER_INPUT', `columns: none of ${[...names].join(', ')} is a column of ${list.resource}`);
  return columns;
}

const STATUS_OF: Record<string, [number, 'FORBIDDEN' | 'UNAUTHENTICATED' | 'BAD_USER_INPUT' | 'NOT_FOUND']> = {
  FORBIDDEN: [403, 'FORBIDDEN'],
  UNAUTHENTICATED: [401, 'UNAUTHENTICATED'],
  NOT_FOUND: [404, 'NOT_FOUND'],
};

function refusal(error: ListQueryError): StorageHttpError {
  const [status, code] = STATUS_OF[String(error.error.extensions?.code)] ?? [400, 'BAD_USER_INPUT'];
  return new StorageHttpError(status, code, error.message);
}

/**
 * GET /api/export/:resource?filter=<json>&columns=<a,b>&lang=<tr|en>: what a list's filters show as
 * CSV (UTF-8 with its BOM, a header row of the column labels), streamed batch after batch from the
 * list's own query, signed in and on a site as for /graphql. A refusal of the list's query (the role
 * may not read the list) is answered before the first byte, as JSON.
 */
export function registerExportRoute(app: FastifyInstance, environment: RouteEnvironment) {
  const { schema } = environment;
  const lists = exportableLists(schema, environment.listExports);
  for (const list of lists.values()) exportQuery(schema, list);
  const guard = createStorageGuard(environment.createContext, environment.requestClaims);

  app.register(async (scope) => {
    scope.setErrorHandler(storageErrorHandler);
    scope.get<ExportRequest>(`${EXPORT_PATH}/:resource`, async (request, reply) => {
      const context = await guard(request, 'siteMember');
      const list = lists.get(request.params.resource);
      if (!list) throw new StorageHttpError(404, 'NOT_FOUND', `No list named ${request.params.resource} is exported`);
      const language = languageOf(request);
      const columns = chosenColumns(list, request.query.columns);
      const filter = listFilter(schema, exportQuery(schema, list).filterType, parsedFilter(request.query.filter));
      const batches = exportRows(schema, list, { ...context, language }, filter);
      let first: IteratorResult<Record<string, unknown>[]>;
      let names;
      try {
        names = await readNames(schema, list, context);
        first = await batches.next();
      } catch (error) {
        throw error instanceof ListQueryError ? refusal(error) : error;
      }
      const header = stringify([columns.map((column) => column.label[language])], { bom: false });
      const lines = (rows: Record<string, unknown>[]) =>
        stringify(rows.map((row) => columns.map((column) => cellText(column.value ? column.value(row, names, language) : row[column.select ?? column.name], language))));
      async function* csv() {
        yield BOM + header;
        if (first.done) return;
        yield lines(first.value);
        for await (const rows of batches) yield lines(rows);
      }
      const body = Readable.from(csv(), { objectMode: false });
      body.on('error', (error) => request.log.error({ err: error }, 'list export failed mid-stream'));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${list.resource}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    });
  });
}
