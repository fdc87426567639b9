import type { RecipeAuthor, RecipeCategory, RecipeItem, RecipeSearchBody } from '../../resources/picker/recipeService.ts';
import { slugOf } from '../../resources/turkishText.ts';
import { AUTHORS, CATEGORIES, DIFFICULTIES, MAIN_CATEGORIES, WRITE_UPS } from './recipeData.ts';

/** The newest recipe's date; each older one is 15 hours before the next (fixed, so a filter's answer never drifts). */
const NEWEST = Date.UTC(2026, 9, 30, 9, 0, 0);
const HOUR_MS = 3_600_000;

export interface StoredRecipe {
  recipe: RecipeItem;
  /** The service keeps unapproved recipes too; the search answers `approve: 1` with approved ones only. */
  approved: boolean;
  /** Title and spot folded for search (Turkish letters in Latin, lower case). */
  searchText: string;
}

export const RECIPE_AUTHORS: readonly RecipeAuthor[] = AUTHORS.map((fullName, index) => ({ id: index + 1, fullName }));

/** A number that looks random but is the same for the same id. */
const spread = (id: number) => Math.imul(id, 2654435761) >>> 0;

/**
 * Every recipe of the demo data: each dish in each write-up (recipeData.ts), numbered so that
 * neighbours are different dishes; `publicBase` is the service's base URL as browsers reach it (its
 * covers and video are served under it).
 */
export function buildRecipes(publicBase: string): StoredRecipe[] {
  const dishes = CATEGORIES.flatMap((category) => category.dishes.map((dish) => ({ dish, category })));
  const total = dishes.length * WRITE_UPS.length;
  const recipes: StoredRecipe[] = [];
  WRITE_UPS.forEach((writeUp, writeUpIndex) => {
    dishes.forEach(({ dish, category }, dishIndex) => {
      const id = writeUpIndex * dishes.length + dishIndex + 1;
      const h = spread(id);
      const title = `${writeUp}${dish}`;
      const main = MAIN_CATEGORIES.find((candidate) => candidate.id === category.mainCategoryId)!;
      const preparationTime = 10 + (h % 5) * 5;
      const cookingTime = category.cookingMinutes + ((h >>> 3) % 4) * 5;
      const difficultyName = DIFFICULTIES[(h >>> 5) % DIFFICULTIES.length];
      const hasVideo = id % 4 === 0;
      const created = new Date(NEWEST - (total - id) * 15 * HOUR_MS);
      const spot = `${title} tarifi: ${difficultyName.toLocaleLowerCase('tr')} zorlukta, ${preparationTime + cookingTime} dakikada sofranızda.`;
      const recipe: RecipeItem = {
        id,
        title,
        spot,
        content: `<p>${spot}</p><h2>Hazırlanışı</h2><ol><li>Malzemeleri hazırlayın.</li><li>${cookingTime} dakika pişirin.</li><li>Dinlendirip servis edin.</li></ol>`,
        urlPath: `/tarif/${slugOf(title)}-${id}`,
        hasVideo,
        videoDuration: hasVideo ? 45 + (h % 240) : null,
        coverVideo: hasVideo ? `${publicBase}/videos/${id}.mp4` : null,
        createdDate: created.toISOString(),
        updatedDate: new Date(created.getTime() + 2 * HOUR_MS).toISOString(),
        recipeDate: created.toISOString(),
        author: RECIPE_AUTHORS[(id * 7) % RECIPE_AUTHORS.length],
        categoryId: category.id,
        categoryName: category.name,
        categoryLinkName: slugOf(category.name),
        mainCategoryId: main.id,
        mainCategoryName: main.name,
        isChiefSelection: id % 9 === 0,
        rank: (h >>> 7) % 100,
        preparationTime,
        cookingTime,
        totalPreparationTime: preparationTime + cookingTime,
        calorie: 120 + ((h >>> 9) % 24) * 25,
        difficultyName,
        coverImage: {
          vertical: { path: `${publicBase}/images/${id}/vertical.jpg` },
          horizontal: { path: `${publicBase}/images/${id}/horizontal.jpg` },
        },
      };
      recipes.push({ recipe, approved: id % 29 !== 0, searchText: slugOf(`${title} ${spot}`).replace(/-/g, ' ') });
    });
  });
  return recipes.sort((a, b) => b.recipe.id - a.recipe.id);
}

/** The categories of `GET /category`: every one, or the approved ones only with `approve=true`. */
export function recipeCategories(approvedOnly: boolean): RecipeCategory[] {
  return CATEGORIES.filter((category) => !approvedOnly || category.approved !== false).map(({ id, name }) => ({ id, name }));
}

/** `yyyy-MM-dd` bounds the whole day; a full ISO-8601 time bounds to the millisecond. */
function bound(value: string | undefined, end: boolean): number | undefined {
  if (!value) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = Date.parse(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return undefined;
  return day && end ? time + 24 * HOUR_MS - 1 : time;
}

/** The search's matches, newest first (`approve: 1` keeps the approved ones; any other value, every one). */
export function searchRecipes(recipes: readonly StoredRecipe[], body: Partial<RecipeSearchBody>): RecipeItem[] {
  // The body is the caller's JSON: what is not of the contract's type filters nothing.
  const words = slugOf(typeof body.search === 'string' ? body.search : '').split('-').filter(Boolean);
  const categories = Array.isArray(body.categories) ? body.categories.map(Number) : [];
  const author = typeof body.author === 'number' || typeof body.author === 'string' ? Number(body.author) : undefined;
  const date = body.date && typeof body.date === 'object' ? body.date : {};
  const from = bound(typeof date.startDate === 'string' ? date.startDate : undefined, false);
  const to = bound(typeof date.endDate === 'string' ? date.endDate : undefined, true);
  return recipes
    .filter(({ recipe, approved, searchText }) => {
      if (body.approve === 1 && !approved) return false;
      if (words.some((word) => !searchText.includes(word))) return false;
      if (categories.length && !categories.includes(recipe.categoryId) && !categories.includes(recipe.mainCategoryId)) return false;
      if (author !== undefined && recipe.author.id !== author) return false;
      if (body.isChiefSelection === true && !recipe.isChiefSelection) return false;
      const date = Date.parse(recipe.recipeDate);
      return (from === undefined || date >= from) && (to === undefined || date <= to);
    })
    .map(({ recipe }) => recipe);
}
