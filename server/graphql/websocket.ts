import type { Server } from 'node:http';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { RequestContext, RequestCredentials } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { isApiError, USER_NOT_ACTIVE } from '../contract/apiErrors.ts';
import { GraphQLError } from '../contract/graphqlRuntime.ts';
import { GRAPHQL_PATH, type CreateContext, type GraphQLServer } from './yoga.ts';

type Enveloped = ReturnType<GraphQLServer['getEnveloped']>;

function stringParam(params: Record<string, unknown> | undefined, name: string): string | undefined {
  const entry = Object.entries(params ?? {}).find(([key]) => key.toLowerCase() === name);
  return typeof entry?.[1] === 'string' ? entry[1] : undefined;
}

/** graphql-ws close codes: no valid token; a user who is not (or no longer) approved. */
export const CLOSE_UNAUTHENTICATED = 4401;
export const CLOSE_FORBIDDEN = 4403;
/** The server is going away (a restart, a deploy): graphql-ws clients reconnect, through the load balancer to another server. */
export const CLOSE_SERVICE_RESTART = 1012;

const credentials = (params: Record<string, unknown> | undefined): RequestCredentials => ({
  authorization: stringParam(params, 'authorization'),
  siteid: stringParam(params, 'siteid'),
  language: stringParam(params, 'language'),
});

const TOO_MANY_OPERATIONS = 'Too many requests: wait a minute and try again';

export interface WebSocketOptions {
  createContext: CreateContext;
  /** Whose budget an operation spends (as for HTTP: the verified user, else the address). */
  rateLimitKey(authorization: string | undefined, address: string | undefined): Promise<string>;
  /** True when the key is over its budget of operations this minute. */
  overLimit(key: string): Promise<boolean>;
  /** The user's row as it is now: still there and approved. */
  isActive(user: UserRow): Promise<boolean>;
}

/**
 * graphql-ws on the HTTP server's /graphql upgrade, through yoga's envelop (same schema, plugins,
 * request limits and error masking). `connection_init` must carry a valid token of an approved user
 * in its parameters `{ authorization, siteid, language }`, else the socket is closed (4401 / 4403).
 * Each operation counts against the caller's per-minute budget and builds its context from the same
 * parameters, so a foreign site gets the same errors as HTTP. Before each result is sent the user's
 * row is read again (the session lookups' cache, emptied by every user change made through the API):
 * a user deactivated or unapproved meanwhile has the socket closed with 4403, ending its subscriptions.
 */
export function attachGraphQLWebSocket(server: Server, yoga: GraphQLServer, options: WebSocketOptions) {
  const { createContext } = options;
  const wss = new WebSocketServer({ noServer: true });
  const onUpgrade: Parameters<Server['on']>[1] = (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== GRAPHQL_PATH) return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);

  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as { execute: Enveloped['execute'] }).execute(args),
      subscribe: (args) => (args.rootValue as { subscribe: Enveloped['subscribe'] }).subscribe(args),
      onConnect: async (ctx) => {
        try {
          await createContext(credentials(ctx.connectionParams));
          return true;
        } catch (error) {
          if (!isApiError(error)) throw error;
          if (error.extensions.code === 'UNAUTHENTICATED') ctx.extra.socket.close(CLOSE_UNAUTHENTICATED, 'Unauthenticated');
          else ctx.extra.socket.close(CLOSE_FORBIDDEN, USER_NOT_ACTIVE);
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        const params = credentials(ctx.connectionParams);
        const key = await options.rateLimitKey(params.authorization, ctx.extra.request.socket.remoteAddress);
        if (await options.overLimit(key)) return [new GraphQLError(TOO_MANY_OPERATIONS, { extensions: { code: 'TOO_MANY_REQUESTS' } })];
        const enveloped = yoga.getEnveloped({ ...ctx, req: ctx.extra.request, socket: ctx.extra.socket, params: payload, language: params.language });
        try {
          const contextValue: RequestContext = await createContext(params);
          const document = enveloped.parse(payload.query);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length > 0) return errors;
          const args: ExecutionArgs = {
            schema: enveloped.schema,
            document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue,
            rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
          };
          return args;
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
      },
      onNext: async (ctx, _id, _payload, args) => {
        const { user } = args.contextValue as RequestContext;
        if (!(await options.isActive(user))) ctx.extra.socket.close(CLOSE_FORBIDDEN, USER_NOT_ACTIVE);
      },
    },
    wss,
  );

  return {
    /** Sockets open now. */
    clients: () => wss.clients.size,
    /** No more upgrades; every socket is closed with 1012 (service restart), so its client reconnects. */
    async close() {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(CLOSE_SERVICE_RESTART, 'Service restart');
      await disposable.dispose();
    },
  };
}
