import type { RecipeItem } from '../../resources/picker/recipeService.ts';
import type { PickerContent } from '../../resources/picker/providers/contents.ts';
import type { PickerApiItem } from '../workflows/contentPicker/pickerRows.ts';

const COLOURS = ['#c0392b', '#d68910', '#229954', '#2471a3', '#7d3c98'];

/** A plain picture that needs no server: a coloured rectangle. */
export const sampleCover = (index: number, width = 160, height = 100) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${COLOURS[index % COLOURS.length]}"/></svg>`)}`;

const RECIPE_TITLES = ['Mercimek Çorbası', 'Karnıyarık', 'İçli Köfte', 'Şakşuka', 'Revani', 'Ezogelin Çorbası', 'Fırın Sütlaç'];

/** A recipe of the recipe service, one day older per index from 2026-11-20; every third is the chief's selection. */
export function recipeSample(index: number): RecipeItem {
  const id = 100 + index;
  const day = new Date(Date.UTC(2026, 10, 20 - index, 9)).toISOString();
  return {
    id,
    title: RECIPE_TITLES[index % RECIPE_TITLES.length]!,
    spot: 'Adım adım tarif',
    content: '<p>Tarif</p>',
    urlPath: `/tarif/tarif-${id}`,
    hasVideo: index % 2 === 0,
    videoDuration: index % 2 === 0 ? 90 : null,
    coverVideo: index % 2 === 0 ? `/videos/${id}.mp4` : null,
    createdDate: day,
    updatedDate: day,
    recipeDate: day,
    author: { id: 3, fullName: 'Elif Şahin' },
    categoryId: 11,
    categoryName: 'Çorbalar',
    categoryLinkName: 'corbalar',
    mainCategoryId: 1,
    mainCategoryName: 'Yemekler',
    isChiefSelection: index % 3 === 0,
    rank: index,
    preparationTime: 10,
    cookingTime: 30,
    totalPreparationTime: 40,
    calorie: 220,
    difficultyName: 'Kolay',
    coverImage: { vertical: { path: sampleCover(index, 100, 160) }, horizontal: { path: sampleCover(index) } },
  };
}

/** One of our published contents as the picker's contents tab lists it. */
export function pickerContentSample(index: number): PickerContent {
  const id = String(900 - index);
  return {
    id,
    siteId: '1',
    type: 1,
    title: `Derbi öncesi son antrenman (${index + 1})`,
    spot: 'Takım hazır',
    contentDate: new Date(Date.UTC(2026, 10, 20, 12 - index)).toISOString(),
    authorId: '8',
    seoUrlTitle: null,
    coverImages: [{ image: { path: sampleCover(index + 2), crops: [] }, isSelected: true }],
    coverVideo: null,
  };
}

export const asPickerItem = (provider: string, entity: { id: string | number }): PickerApiItem => ({ provider, id: `${provider}:${entity.id}`, entity });

export const RECIPE_CATEGORIES = [
  { id: '11', name: 'Çorbalar' },
  { id: '12', name: 'Tatlılar' },
];
export const RECIPE_AUTHORS = [
  { id: '3', fullName: 'Elif Şahin' },
  { id: '4', fullName: 'Mert Kaya' },
];
