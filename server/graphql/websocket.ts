import type { Server } from 'node:http';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { RequestContext } from '../context.ts';
import { GraphQLError } from './graphqlRuntime.ts';
import { GRAPHQL_PATH, type CreateContext, type GraphQLServer } from './yoga.ts';

type Enveloped = ReturnType<GraphQLServer['getEnveloped']>;

function stringParam(params: Record<string, unknown> | undefined, name: string): string | undefined {
  const entry = Object.entries(params ?? {}).find(([key]) => key.toLowerCase() === name);
  return typeof entry?.[1] === 'string' ? entry[1] : undefined;
}

/**
 * graphql-ws on the HTTP server's /graphql upgrade, through yoga's envelop (same schema, plugins and
 * error masking). Each subscribe builds the context from the connection parameters
 * `{ authorization, siteid, language }`, so a bad token or an inactive user gets the same errors as HTTP.
 */
export function attachGraphQLWebSocket(server: Server, yoga: GraphQLServer, createContext: CreateContext) {
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
      onSubscribe: async (ctx, _id, payload) => {
        const enveloped = yoga.getEnveloped({ ...ctx, req: ctx.extra.request, socket: ctx.extra.socket, params: payload });
        try {
          const contextValue: RequestContext = await createContext({
            authorization: stringParam(ctx.connectionParams, 'authorization'),
            siteid: stringParam(ctx.connectionParams, 'siteid'),
            language: stringParam(ctx.connectionParams, 'language'),
          });
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
    },
    wss,
  );

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      await disposable.dispose();
    },
  };
}
