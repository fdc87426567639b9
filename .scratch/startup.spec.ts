import { it } from 'vitest';
import { demoToken } from '../tests/server/support/demoTokens.ts';
import { startTestApp } from '../tests/server/support/testApp.ts';
it('times', async () => {
  let t = performance.now();
  const server = await startTestApp('pglite');
  console.log('start', performance.now() - t); t = performance.now();
  await demoToken(server.baseUrl, 'admin');
  console.log('token', performance.now() - t); t = performance.now();
  await demoToken(server.baseUrl, 'editor');
  console.log('token2', performance.now() - t); t = performance.now();
  await server.stop();
}, 60000);
