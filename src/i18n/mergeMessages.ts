export interface MessageTree {
  [key: string]: MessageTree | string | undefined;
}

/** Deep-merges message trees; later trees win on the same key. */
export function mergeMessages(...trees: readonly MessageTree[]): MessageTree {
  const result: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = result[key];
      result[key] =
        value && typeof value === 'object' && existing && typeof existing === 'object'
          ? mergeMessages(existing, value)
          : value && typeof value === 'object'
            ? mergeMessages(value)
            : value;
    }
  }
  return result;
}

/** The trees of message files read by import.meta.glob (by path), merged in path order. */
export function mergeMessageFiles(files: Readonly<Record<string, MessageTree>>): MessageTree {
  return mergeMessages(
    ...Object.keys(files)
      .sort()
      .map((path) => files[path]),
  );
}
