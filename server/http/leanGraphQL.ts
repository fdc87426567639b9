import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, type ExecutionResult, type GraphQLError, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { maskError, processRegularResult } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from '../config.ts';
import { isApiError } from '../contract/apiErrors.ts';
import { getOperationAST, specifiedRules, validate } from '../contract/graphqlRuntime.ts';
import { persistedOperationId, type PersistedOperations } from '../graphql/persistedOperations.ts';
import { limitRules, parseWithinLimits, variablesError } from '../graphql/requestLimits.ts';
import type { OperationRegistry } from '../contract/operationRule.ts';
import type { CreateContext, GraphQLServer } from '../graphql/yoga.ts';
import type { RequestContext } from '../context.ts';
import type { RequestClaims } from './rateLimitKey.ts';
import { reportError } from '../operations/errorReports.ts';

type Params = { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };
type RegularMediaType = 'application/json' | 'application/graphql-response+json';

const UNEXPECTED_ERROR = 'Unexpected error.';

interface KnownOperation {
  query: CompiledQuery;
  /** The operation's name, as the metrics count it. */
  name: string | undefined;
  /** Every root field answers from the session's lookups alone (OperationRule.sessionAnswer). */
  sessionAnswer: boolean;
}

/** What a session answer was computed from: while the lookups hand out these same objects, the bytes hold. */
interface SessionAnswer {
  user: object;
  site: unknown;
  matrix: unknown;
  body: string;
}

function answersFromSession(operation: OperationDefinitionNode, rules: OperationRegistry | undefined): boolean {
  if (!rules || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && (selection.name.value === '__typename' || rules.Query[selection.name.value]?.sessionAnswer === true),
  );
}

async function sessionInputs(context: RequestContext): Promise<Omit<SessionAnswer, 'body'>> {
  const [site, matrix] = await Promise.all([context.site(), context.sitePermissions()]);
  return { user: context.user, site, matrix };
}

/**
 * The server's own time for the request so far (Fastify's clock: from the request's routing, rate
 * limit and body parsing to the answer handed to the socket), as a Server-Timing entry: the
 * browser's developer tools show it beside the request, and the bench reads it.
 */
function serverTiming(reply: FastifyReply): string | undefined {
  const elapsed = reply.elapsedTime;
  return Number.isFinite(elapsed) && elapsed >= 0 ? `app;dur=${elapsed.toFixed(3)}` : undefined;
}

function sendAnswer(reply: FastifyReply, mediaType: RegularMediaType, body: string) {
  const timing = serverTiming(reply);
  if (timing) reply.header('server-timing', timing);
  reply.status(200).header('content-type', `${mediaType}; charset=utf-8`).send(body);
}

const sameInputs = (answer: SessionAnswer, inputs: Omit<SessionAnswer, 'body'>) =>
  answer.user === inputs.user && answer.site === inputs.site && answer.matrix === inputs.matrix;

/**
 * yoga's choice of answer type: the first type of the Accept header it can serve decides; a
 * wildcard gets plain JSON. Undefined when only a stream would do (yoga answers those).
 */
function regularMediaType(accept: string | undefined): RegularMediaType | undefined {
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type, ...params] = entry.split(';');
    if ((params.find((param) => param.includes('charset=')) ?? 'charset=utf-8') !== 'charset=utf-8') continue;
    const [pre, suf] = type.split('/');
    if (pre !== '*' && pre !== 'application') continue;
    if (suf === '*' || suf === 'json') return 'application/json';
    if (suf === 'graphql-response+json') return 'application/graphql-response+json';
  }
  return undefined;
}

/**
 * regularMediaType per Accept header, worked out once: a client sends the same header on every
 * call, and parsing it was a measurable part of a lean answer. Bounded, so made-up headers cannot
 * grow it.
 */
const mediaTypes = new Map<string, RegularMediaType | undefined>();
const MEDIA_TYPES_KEPT = 64;

function answerMediaType(accept: string | undefined): RegularMediaType | undefined {
  const key = accept ?? '';
  const known = mediaTypes.get(key);
  if (known !== undefined || mediaTypes.has(key)) return known;
  const mediaType = regularMediaType(accept);
  if (mediaTypes.size < MEDIA_TYPES_KEPT) mediaTypes.set(key, mediaType);
  return mediaType;
}

/** yoga's CORS answer for our options (a list of origins, no credentials). */
function corsHeaders(origin: string | undefined, allowed: string[]): Record<string, string> {
  if (!origin) return {};
  if (allowed.length === 1) return { 'access-control-allow-origin': allowed[0] };
  if (allowed.includes(origin)) return { 'access-control-allow-origin': origin, vary: 'Origin' };
  return { 'access-control-allow-origin': 'null' };
}

/**
 * The admin's persisted queries and mutations without yoga's pipeline: the document is looked up by
 * hash, validated and compiled (graphql-jit) once, then each call is credentials → context →
 * compiled execution → JSON. The request limits hold as on yoga's path: a document over them, or
 * variables with a list too long, go to yoga, which refuses them. The guard wraps the resolvers, so it applies as on yoga's path; errors
 * are masked and answered as yoga does. Anything else (documents sent whole, subscriptions, streams,
 * a hash not in the manifest) returns false and goes to yoga.
 */
export function createLeanGraphQL(options: {
  schema: GraphQLSchema;
  createContext: CreateContext;
  operations: PersistedOperations;
  yoga: GraphQLServer;
  corsOrigins: string[];
  log: FastifyBaseLogger;
  requestLimits?: RequestLimits;
  /** The root fields' rules: those marked `sessionAnswer` are answered again from a memo. */
  operationRules?: OperationRegistry;
  /** The request's token verification, shared with its rate limit key. */
  requestClaims?: RequestClaims;
  /** Each operation executed (its context made), as yoga's path reports it to the metrics. */
  observeOperation?: (name: string | undefined, outcome: 'ok' | 'error', seconds: number) => void;
}) {
  const { schema, createContext, operations, yoga, corsOrigins, log, operationRules, requestClaims, observeOperation } = options;
  const limits = options.requestLimits ?? DEFAULT_REQUEST_LIMITS;
  const rules = [...specifiedRules, ...limitRules(limits, 'en')];
  const compiled = new Map<string, KnownOperation | null>();
  const sessionAnswers = new LRUCache<string, SessionAnswer>({ max: 2000 });

  function compiledOperation(id: string, operationName: string | undefined): KnownOperation | null {
    const key = `${id}#${operationName ?? ''}`;
    let entry = compiled.get(key);
    if (entry !== undefined) return entry;
    entry = null;
    const text = operations.get(id);
    if (text !== undefined) {
      let document;
      try {
        document = parseWithinLimits(text, limits, 'en');
      } catch {
        document = undefined;
      }
      const operation = document && getOperationAST(document, operationName);
      if (document && operation && operation.operation !== 'subscription' && validate(schema, document, rules).length === 0) {
        const result = compileQuery(schema, document, operationName);
        if (isCompiledQuery(result)) entry = { query: result, name: operation.name?.value, sessionAnswer: answersFromSession(operation, operationRules) };
      }
    }
    compiled.set(key, entry);
    return entry;
  }

  function masked(error: unknown): GraphQLError {
    // yoga's own masking (internal errors become 'Unexpected error.'), logged as yoga logs them.
    const answer = maskError(error, UNEXPECTED_ERROR) as GraphQLError;
    if (answer !== error && !isApiError(error)) {
      log.error(error);
      reportError(error);
    }
    return answer;
  }

  return async function handle(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'POST') return false;
    const params = request.body as Params | undefined;
    if (!params || typeof params !== 'object' || params.query) return false;
    const id = persistedOperationId(params);
    const operationName = typeof params.operationName === 'string' ? params.operationName : undefined;
    const known = id === null ? null : compiledOperation(id, operationName);
    const mediaType = answerMediaType(request.headers.accept);
    if (!known || !mediaType) return false;
    const { query } = known;
    const variables = params.variables && typeof params.variables === 'object' ? (params.variables as Record<string, unknown>) : {};
    if (variablesError(variables, limits, 'en')) return false;

    let result: ExecutionResult;
    let remember: ((body: string) => void) | undefined;
    let started: number | undefined;
    const observe = (outcome: 'ok' | 'error') => {
      if (started !== undefined) observeOperation?.(known.name, outcome, (performance.now() - started) / 1000);
    };
    try {
      const context = await createContext({
        authorization: request.headers.authorization,
        siteid: request.headers.siteid as string | undefined,
        language: request.headers.language as string | undefined,
        claims: requestClaims?.(request),
      });
      started = performance.now();
      if (known.sessionAnswer) {
        const inputs = await sessionInputs(context);
        const key = `${id}#${operationName ?? ''}\n${context.user.id}\n${context.siteId ?? ''}\n${context.language}\n${JSON.stringify(variables)}`;
        const answer = sessionAnswers.get(key);
        if (answer && sameInputs(answer, inputs)) {
          observe('ok');
          reply.headers(corsHeaders(request.headers.origin, corsOrigins));
          sendAnswer(reply, mediaType, answer.body);
          return true;
        }
        remember = (body) => sessionAnswers.set(key, { ...inputs, body });
      }
      result = await query.query(undefined, context, variables);
    } catch (error) {
      result = { errors: [masked(error)] };
    }
    observe(result.errors?.length ? 'error' : 'ok');
    reply.headers(corsHeaders(request.headers.origin, corsOrigins));
    if (!result.errors?.length) {
      // Sent as a string: Node writes the headers and a string body as one chunk (a Buffer goes as two).
      const body = query.stringify(result);
      remember?.(body);
      sendAnswer(reply, mediaType, body);
      return true;
    }
    const response = processRegularResult({ ...result, errors: result.errors.map(masked) }, yoga.fetchAPI, mediaType);
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    reply.status(response.status).send(await response.text());
    return true;
  };
}

export type LeanGraphQL = ReturnType<typeof createLeanGraphQL>;
