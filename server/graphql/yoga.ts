import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createYoga, type Plugin } from 'graphql-yoga';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from '../config.ts';
import type { RequestContext, RequestCredentials } from '../context.ts';
import type { RequestClaims } from '../http/rateLimitKey.ts';
import { persistedOperationId, type PersistedOperations } from './persistedOperations.ts';
import { isApiError } from '../contract/apiErrors.ts';
import { useRequestLimits } from './requestLimits.ts';
import { reportError } from '../operations/errorReports.ts';

export const GRAPHQL_PATH = '/graphql';

export type CreateContext = (credentials: RequestCredentials) => Promise<RequestContext>;

const logEntry = (args: unknown[]) => (args.length === 1 ? args[0] : args);

export function createGraphQLServer(options: {
  schema: GraphQLSchema;
  createContext: CreateContext;
  corsOrigins: string[];
  log: FastifyBaseLogger;
  /** The admin's operations, sent by hash; documents sent whole are still accepted. */
  persistedOperations?: PersistedOperations;
  /** What one document may ask for; the defaults when not given. */
  requestLimits?: RequestLimits;
  /** The request's token verification, shared with its rate limit key (Fastify requests only). */
  requestClaims?: RequestClaims;
  /** More envelop/yoga plugins (the operation metrics). */
  plugins?: Plugin[];
}) {
  const { log } = options;
  return createYoga<{ req?: FastifyRequest; reply?: FastifyReply }, RequestContext>({
    schema: options.schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    // Fastify's body limit already bounds every body that reaches yoga (its parsers refuse a larger
    // one with 413); yoga's own limit piped each body through a stream of its own again, about a
    // twentieth of an agency page's CPU through yoga.
    maxRequestBodySize: false,
    // Each document (yoga's parse and validation caches are on by default, so one object per query
    // text) is compiled once to a function: about half the CPU of a request went to graphql-js's
    // generic executor walking the result.
    plugins: [
      useGraphQlJit(),
      useRequestLimits(options.requestLimits ?? DEFAULT_REQUEST_LIMITS),
      usePersistedOperations({
        allowArbitraryOperations: true,
        extractPersistedOperationId: persistedOperationId,
        getPersistedOperation: (id) => options.persistedOperations?.get(id) ?? null,
      }),
      ...(options.plugins ?? []),
    ],
    cors: { origin: options.corsOrigins, credentials: false },
    context: ({ request, req }) =>
      options.createContext({
        authorization: request.headers.get('authorization') ?? undefined,
        siteid: request.headers.get('siteid') ?? undefined,
        language: request.headers.get('language') ?? undefined,
        claims: req && options.requestClaims?.(req),
      }),
    logging: {
      debug: (...args) => log.debug(logEntry(args)),
      info: (...args) => log.info(logEntry(args)),
      warn: (...args) => log.warn(logEntry(args)),
      // yoga logs errors thrown while building the context; ours are answers to the caller, not faults.
      // The others (a resolver's error masked as "Unexpected error.", …) are faults, and reported.
      error: (...args) => {
        if (args.some(isApiError)) return log.debug(logEntry(args));
        log.error(logEntry(args));
        reportError(args.find((arg) => arg instanceof Error) ?? logEntry(args));
      },
    },
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
