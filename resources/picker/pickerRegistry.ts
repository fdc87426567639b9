import { PickerError } from './pickerError.ts';
import type { PickerFilterName, PickerTarget, PickerTargetItems } from './pickerItems.ts';

/** Builds a headline or mailing item from a provider's item; throws PickerError when it cannot. */
export type PickerTransformer<Item, Target extends PickerTarget> = (item: Item) => PickerTargetItems[Target];

/**
 * One tab of the content picker: what it lists and what its items become. The declaration is pure
 * (the browser and the server both read it); where the items come from is the server's half
 * (server/picker/pickerSources.ts). A provider without a transformer for a target cannot be used
 * there: its tab warns and lists nothing (spec 02 §4).
 */
export interface PickerProvider<Item = never> {
  name: string;
  /** i18n key of the tab's label. */
  label: string;
  /** The filter fields the tab's toolbar offers. */
  filters: readonly PickerFilterName[];
  /** An item's identity: editing replaces the item with the same identity in both lists (spec 02 §4). */
  identify(item: Item): string;
  transformers: { [Target in PickerTarget]?: PickerTransformer<Item, Target> };
}

export interface PickerRegistry {
  readonly names: readonly string[];
  /** The provider of that name, else PickerError 'notFound'. */
  provider(name: string): PickerProvider<unknown>;
  /** Whether a tab can be used for a target: its provider exists and has that transformer. */
  has(name: string, target: PickerTarget): boolean;
  /** The provider's transformer for a target, else PickerError 'notFound'. */
  transformer<Target extends PickerTarget>(name: string, target: Target): PickerTransformer<unknown, Target>;
  transform<Target extends PickerTarget>(name: string, target: Target, item: unknown): PickerTargetItems[Target];
}

/** The providers by name; a name used twice is a mistake, not an override. */
export function createPickerRegistry(providers: readonly PickerProvider<never>[]): PickerRegistry {
  const byName = new Map<string, PickerProvider<unknown>>();
  for (const provider of providers) {
    if (byName.has(provider.name)) throw new Error(`The picker provider '${provider.name}' is registered twice`);
    byName.set(provider.name, provider as unknown as PickerProvider<unknown>);
  }
  const provider = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new PickerError('notFound');
    return found;
  };
  const transformer = <Target extends PickerTarget>(name: string, target: Target) => {
    const found = provider(name).transformers[target];
    if (!found) throw new PickerError('notFound');
    return found as PickerTransformer<unknown, Target>;
  };
  return {
    names: [...byName.keys()],
    provider,
    has: (name, target) => byName.get(name)?.transformers[target] !== undefined,
    transformer,
    transform: (name, target, item) => transformer(name, target)(item),
  };
}
