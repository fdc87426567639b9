import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdminStatic } from './adminStatic.ts';

const CONFIG = { graphqlPath: '/graphql', note: '</script><script>alert(1)</script>' };

describe('the built admin at /', () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'newsroom-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  async function appWith(dir: string) {
    const app = Fastify();
    await registerAdminStatic(app, dir, CONFIG);
    app.get('/api/config', async () => ({ ok: true }));
    return app;
  }

  it('serves files and answers app routes with index.html (SPA fallback)', async () => {
    const app = await appWith(distDir);
    const asset = await app.inject('/assets/main-abc123.js');
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/content/list', '/switch-site/5?x=1', '/does/not/exist']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject('/api/config')).json()).toEqual({ ok: true });
  });

  it('answers 404 under the server’s own paths and for missing assets', async () => {
    const app = await appWith(distDir);
    for (const url of ['/api/nothing', '/oidc/nothing', '/storage/x.jpg', '/graphql/x', '/assets/gone.js']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
    expect((await app.inject({ method: 'POST', url: '/content/list' })).statusCode).toBe(404);
  });

  it('says how to build the admin when dist/ is missing', async () => {
    const app = await appWith(path.join(distDir, 'missing'));
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });

  it('carries the client configuration inline in every page, so the app starts without asking for it', async () => {
    const app = await appWith(distDir);
    for (const url of ['/', '/settings/system/user/list', '/index.html']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      const inline = /<script id="runtime-config" type="application\/json">(.*?)<\/script><\/head>/.exec(page.body);
      expect(inline, url).not.toBeNull();
      expect(JSON.parse(inline![1]), url).toEqual(CONFIG);
    }
  });
});
