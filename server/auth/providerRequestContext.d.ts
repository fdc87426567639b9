// oidc-provider's store of the request it is answering (a module of its own, without types).
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const providerRequestContext: AsyncLocalStorage<unknown>;
  export default providerRequestContext;
}
