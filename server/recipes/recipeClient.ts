import type { PickerFilter } from '../../resources/picker/pickerItems.ts';
import type { RecipeAuthor, RecipeCategory, RecipeItem, RecipeSearchBody } from '../../resources/picker/recipeService.ts';

export interface RecipeClientOptions {
  /** The service's base URL, its version included: `https://recipes.example.com/api/1.0`. */
  baseUrl: string;
  /** How long one call may take before it counts as failed. */
  timeoutMs: number;
  /** Why a call failed (its answer is the empty list). */
  warn(message: string): void;
}

/** The recipe service of spec 02 §7; every call answers the empty list when the service fails. */
export interface RecipeClient {
  search(filter: PickerFilter | null | undefined, page: number, take: number): Promise<RecipeItem[]>;
  authors(): Promise<RecipeAuthor[]>;
  categories(): Promise<RecipeCategory[]>;
}

const numbers = (values: readonly string[] | null | undefined) =>
  (values ?? []).map(Number).filter((value) => Number.isInteger(value));

/** The picker's filter as the service reads it, with `approve: 1` (spec 02 §9); the service knows no issue numbers. */
export function recipeSearchBody(filter: PickerFilter | null | undefined): RecipeSearchBody {
  const body: RecipeSearchBody = { approve: 1 };
  const search = filter?.search?.trim();
  if (search) body.search = search;
  const categories = numbers(filter?.categories);
  if (categories.length) body.categories = categories;
  const [author] = numbers(filter?.author ? [filter.author] : []);
  if (author !== undefined) body.author = author;
  const { startDate, endDate } = filter?.date ?? {};
  if (startDate || endDate) body.date = { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
  if (filter?.isChiefSelection) body.isChiefSelection = true;
  return body;
}

/** Objects with an id: what a list of the service must hold, else the answer is not the service's. */
const isListOf = <T>(value: unknown): value is T[] =>
  Array.isArray(value) && value.every((entry) => entry !== null && typeof entry === 'object' && 'id' in entry);

export function createRecipeClient({ baseUrl, timeoutMs, warn }: RecipeClientOptions): RecipeClient {
  const root = baseUrl.replace(/\/+$/, '');
  async function call<T>(path: string, init: RequestInit = {}): Promise<T[]> {
    const url = `${root}${path}`;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) {
        warn(`Recipe service: ${init.method ?? 'GET'} ${url} answered ${response.status}`);
        return [];
      }
      const answer: unknown = await response.json();
      if (!isListOf<T>(answer)) {
        warn(`Recipe service: ${init.method ?? 'GET'} ${url} answered something other than a list`);
        return [];
      }
      return answer;
    } catch (error) {
      warn(`Recipe service: ${init.method ?? 'GET'} ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }
  return {
    search: (filter, page, take) =>
      call<RecipeItem>(`/recipeSearch?${new URLSearchParams({ take: String(take), page: String(page) })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(recipeSearchBody(filter)),
      }),
    authors: () => call<RecipeAuthor>('/user'),
    categories: () => call<RecipeCategory>('/category?approve=true'),
  };
}

declare module '../context.ts' {
  interface RequestServices {
    /** The content picker's recipe service (spec 02 §7). */
    recipes: RecipeClient;
  }
}
