import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the server; a miss there is a real 404, not a page of the app. */
const SERVER_PREFIXES = ['/graphql', '/oidc', '/api', '/storage', '/assets'];

function isAppRoute(url: string): boolean {
  const pathname = url.split('?')[0];
  return !SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The built admin at `/` with SPA fallback, or a hint to build it when dist/ is missing. */
export async function registerAdminStatic(app: FastifyInstance, distDir: string) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.get('/', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send('The admin app is not built yet: run `npm run build` (or `npm start`, which builds it).\n'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // vite puts content hashes in asset names; index.html must be revalidated to pick up new ones.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${request.url.split('?')[0]} not found` });
  });
}
