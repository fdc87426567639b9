import { PickerError } from '../pickerError.ts';
import type { CoverImagePaths, HeadlineItem, MailingItem } from '../pickerItems.ts';
import type { PickerProvider } from '../pickerRegistry.ts';
import type { RecipeItem } from '../recipeService.ts';

/** Spec 02 §9: a recipe in a newsletter is of no content type of ours. */
export const RECIPE_CONTENT_TYPE_ID = 0;

function validRecipe(item: unknown): RecipeItem {
  const recipe = item as Partial<RecipeItem> | null | undefined;
  if (!recipe || typeof recipe !== 'object' || recipe.id === undefined || recipe.id === null || typeof recipe.title !== 'string') {
    throw new PickerError('recipeInvalid');
  }
  return recipe as RecipeItem;
}

const pathOf = (cut: { path?: unknown } | null | undefined) => (typeof cut?.path === 'string' && cut.path ? cut.path : undefined);

function verticalCover(recipe: RecipeItem): string {
  const path = pathOf(recipe.coverImage?.vertical);
  if (!path) throw new PickerError('recipeNoVerticalCover');
  return path;
}

function coverPaths(recipe: RecipeItem): CoverImagePaths {
  const vertical = verticalCover(recipe);
  const horizontal = pathOf(recipe.coverImage?.horizontal);
  if (!horizontal) throw new PickerError('recipeNoHorizontalCover');
  return { vertical, horizontal };
}

/** Spec 02 §3: the recipe's title, spot, video and covers; the board fills the rest. */
export function recipeToHeadlineItem(item: unknown): HeadlineItem {
  const recipe = validRecipe(item);
  return {
    title: recipe.title,
    spot: recipe.spot ?? '',
    hasVideo: recipe.hasVideo === true,
    duration: recipe.videoDuration ?? null,
    createdDate: recipe.createdDate,
    coverImage: coverPaths(recipe),
    url: recipe.urlPath ?? '',
    externalLink: '',
    videoUrl: recipe.coverVideo ?? '',
    sourceEntity: recipe,
    authorId: null,
    entityType: null,
    headlineTypeId: null,
    images: null,
    order: null,
    siteId: null,
  };
}

/** Spec 02 §3: the recipe's id as text, content type 0 and the vertical cover. */
export function recipeToMailingItem(item: unknown): MailingItem {
  const recipe = validRecipe(item);
  return {
    title: recipe.title,
    spot: recipe.spot ?? '',
    contentId: String(recipe.id),
    contentUrl: recipe.urlPath ?? '',
    contentDate: recipe.recipeDate ?? recipe.createdDate,
    contentTypeId: RECIPE_CONTENT_TYPE_ID,
    imageUrl: verticalCover(recipe),
    isChiefSelection: recipe.isChiefSelection === true,
    mailingId: null,
    order: null,
  };
}

/** The recipe service's tab (spec 02 §7): its items come from server/recipes/recipeClient.ts. */
export const recipeProvider: PickerProvider<unknown> = {
  name: 'recipes',
  label: 'picker.providers.recipes',
  filters: ['search', 'categories', 'author', 'date', 'isChiefSelection'],
  identify: (item) => `recipes:${(item as { id?: unknown } | null)?.id ?? ''}`,
  transformers: { headline: recipeToHeadlineItem, mailing: recipeToMailingItem },
};
