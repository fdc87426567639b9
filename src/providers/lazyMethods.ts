type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * The named async methods of an object whose code is loaded at the first call of any of them: the
 * shell carries their names, not their code (nor their GraphQL documents). Loaded once; a failed
 * load (a chunk that did not arrive) is retried at the next call. `eager` starts the load at once.
 */
export function lazyMethods<M extends object, const N extends keyof M & string>(
  load: () => Promise<M>,
  names: readonly N[],
  options: { eager?: boolean } = {},
): Pick<M, N> {
  let loading: Promise<M> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  if (options.eager) loaded().catch(() => undefined);
  const forward = (name: N): AnyMethod =>
    async (...args) => ((await loaded())[name] as AnyMethod)(...args);
  return Object.fromEntries(names.map((name) => [name, forward(name)])) as Pick<M, N>;
}
