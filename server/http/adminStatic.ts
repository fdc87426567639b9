import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Paths that belong to the server; a miss there is a real 404, not a page of the app. */
const SERVER_PREFIXES = ['/graphql', '/oidc', '/api', '/storage', '/assets'];

function isAppRoute(url: string): boolean {
  const pathname = url.split('?')[0];
  return !SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The id of the element in index.html that carries the client configuration (src/config.ts reads it). */
export const RUNTIME_CONFIG_ELEMENT = 'runtime-config';

/** index.html with the client configuration as a JSON script before `</head>`: no round trip at start. */
export function withInlineConfig(html: string, clientConfig: unknown): string {
  const json = JSON.stringify(clientConfig).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script id="${RUNTIME_CONFIG_ELEMENT}" type="application/json">${json}</script></head>`);
}

/**
 * The built admin at `/` with SPA fallback, or a hint to build it when dist/ is missing. Every page
 * of the app is index.html with the client configuration inline.
 */
export async function registerAdminStatic(app: FastifyInstance, distDir: string, clientConfig: unknown) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.get('/', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send('The admin app is not built yet: run `npm run build` (or `npm start`, which builds it).\n'),
    );
    return;
  }
  const page = withInlineConfig(readFileSync(path.join(distDir, 'index.html'), 'utf8'), clientConfig);
  await app.register(fastifyStatic, {
    root: distDir,
    // index.html always comes from the fallback below, with the configuration in it.
    index: false,
    allowedPath: (pathname) => pathname !== '/index.html',
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // vite puts content hashes in asset names; index.html must be revalidated to pick up new ones.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendPage = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  app.get('/', async (_request, reply) => sendPage(reply));
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) return sendPage(reply);
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${request.url.split('?')[0]} not found` });
  });
}
