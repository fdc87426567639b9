import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, RUNTIME_CONFIG_ELEMENT, type RuntimeConfig } from './config.ts';

const CONFIG: RuntimeConfig = { oidc: { authority: 'https://idp.example/oidc', clientId: 'admin', scope: 'openid' }, graphqlPath: '/graphql' };

describe('the runtime config', () => {
  it('is read from index.html when the server put it there, without a request', async () => {
    const doc = document.implementation.createHTMLDocument();
    const script = doc.createElement('script');
    script.id = RUNTIME_CONFIG_ELEMENT;
    script.type = 'application/json';
    script.textContent = JSON.stringify(CONFIG);
    doc.head.append(script);
    const fetchImpl = vi.fn();
    expect(await loadRuntimeConfig(fetchImpl as unknown as typeof fetch, doc)).toEqual(CONFIG);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is fetched from /api/config when the page does not carry it (vite dev server)', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(CONFIG), { headers: { 'content-type': 'application/json' } }));
    expect(await loadRuntimeConfig(fetchImpl as unknown as typeof fetch, document.implementation.createHTMLDocument())).toEqual(CONFIG);
    expect(fetchImpl).toHaveBeenCalledWith('/api/config', expect.anything());
  });
});
