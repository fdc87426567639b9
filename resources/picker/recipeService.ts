/**
 * The recipe service's contract (spec 02 §7, §3), as the embedded service serves it and the client
 * reads it. Every path is under the service's base URL, which ends with its version:
 *   POST {base}/recipeSearch?take=&page=   body: RecipeSearchBody        → RecipeItem[]
 *   GET  {base}/user                                                    → RecipeAuthor[]
 *   GET  {base}/category?approve=true                                   → RecipeCategory[]
 */
export const RECIPE_SERVICE_VERSION = '1.0';

export interface RecipeCoverImage {
  vertical: { path: string } | null;
  horizontal: { path: string } | null;
}

export interface RecipeAuthor {
  id: number;
  fullName: string;
}

export interface RecipeCategory {
  id: number;
  name: string;
}

/** A recipe item of the service (spec 02 §3). Dates are ISO-8601, times in minutes, videoDuration in seconds. */
export interface RecipeItem {
  id: number;
  title: string;
  spot: string;
  /** The recipe's text (HTML). */
  content: string;
  /** The recipe's page on the recipe site, from its root: '/tarif/mercimek-corbasi-12'. */
  urlPath: string;
  hasVideo: boolean;
  videoDuration: number | null;
  /** The video's URL, null without one. */
  coverVideo: string | null;
  createdDate: string;
  updatedDate: string;
  recipeDate: string;
  author: RecipeAuthor;
  categoryId: number;
  categoryName: string;
  categoryLinkName: string;
  mainCategoryId: number;
  mainCategoryName: string;
  isChiefSelection: boolean;
  rank: number;
  preparationTime: number;
  cookingTime: number;
  totalPreparationTime: number;
  calorie: number;
  difficultyName: string;
  coverImage: RecipeCoverImage;
}

/**
 * The search's body: the picker's filter as the service names it, plus `approve: 1` (the client
 * always sends it: spec 02 §9). Categories match a recipe's category or its main category; the
 * date range bounds `recipeDate` (yyyy-MM-dd or ISO-8601, both ends included).
 */
export interface RecipeSearchBody {
  search?: string;
  categories?: number[];
  author?: number;
  date?: { startDate?: string; endDate?: string };
  isChiefSelection?: boolean;
  approve: 1;
}
