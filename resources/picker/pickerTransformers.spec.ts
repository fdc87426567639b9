import { describe, expect, it } from 'vitest';
import { en, tr } from '../messages/picker.ts';
import { PICKER_PROVIDERS } from './index.ts';
import { PickerError, pickerMessage } from './pickerError.ts';
import { createPickerRegistry } from './pickerRegistry.ts';
import { contentToHeadlineItem, contentToMailingItem, type PickerContent } from './providers/contents.ts';
import { recipeToHeadlineItem, recipeToMailingItem } from './providers/recipes.ts';
import type { RecipeItem } from './recipeService.ts';

const recipe: RecipeItem = {
  id: 42,
  title: 'Mercimek Çorbası',
  spot: 'Kolay ve doyurucu',
  content: '<p>…</p>',
  urlPath: '/tarif/mercimek-corbasi-42',
  hasVideo: true,
  videoDuration: 95,
  coverVideo: 'https://tarif.example/videos/42.mp4',
  createdDate: '2026-10-01T09:00:00.000Z',
  updatedDate: '2026-10-01T11:00:00.000Z',
  recipeDate: '2026-10-02T08:00:00.000Z',
  author: { id: 3, fullName: 'Elif Şahin' },
  categoryId: 11,
  categoryName: 'Çorbalar',
  categoryLinkName: 'corbalar',
  mainCategoryId: 1,
  mainCategoryName: 'Yemekler',
  isChiefSelection: true,
  rank: 7,
  preparationTime: 10,
  cookingTime: 30,
  totalPreparationTime: 40,
  calorie: 220,
  difficultyName: 'Kolay',
  coverImage: { vertical: { path: 'https://tarif.example/v/42.jpg' }, horizontal: { path: 'https://tarif.example/h/42.jpg' } },
};

const content: PickerContent = {
  id: '345',
  siteId: '4',
  type: 1,
  title: 'Derbi öncesi son antrenman',
  spot: 'Takım hazır',
  contentDate: '2026-11-20T10:00:00.000Z',
  createdDate: '2026-11-19T10:00:00.000Z',
  authorId: '8',
  seoUrlTitle: null,
  coverImages: [
    { image: { path: 'a.jpg', crops: [] }, isSelected: false },
    { image: { path: 'b.jpg', crops: [{ type: 'vertical', path: 'b-v.jpg' }, { type: 'horizontal', path: 'b-h.jpg' }] }, isSelected: true },
  ],
  coverVideo: { path: 'v.mp4', duration: 6 },
};

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof PickerError ? error.messageName : error;
  }
  return undefined;
};

describe('recipe → headline item (spec 02 §3)', () => {
  it('takes title, spot, video, date, covers and url; the external link is empty and the board fills the rest', () => {
    expect(recipeToHeadlineItem(recipe)).toEqual({
      title: 'Mercimek Çorbası',
      spot: 'Kolay ve doyurucu',
      hasVideo: true,
      duration: 95,
      createdDate: '2026-10-01T09:00:00.000Z',
      coverImage: { vertical: 'https://tarif.example/v/42.jpg', horizontal: 'https://tarif.example/h/42.jpg' },
      url: '/tarif/mercimek-corbasi-42',
      externalLink: '',
      videoUrl: 'https://tarif.example/videos/42.mp4',
      sourceEntity: recipe,
      authorId: null,
      entityType: null,
      headlineTypeId: null,
      images: null,
      order: null,
      siteId: null,
    });
  });

  it('a recipe without a video has no video URL', () => {
    const item = recipeToHeadlineItem({ ...recipe, hasVideo: false, videoDuration: null, coverVideo: null });
    expect([item.hasVideo, item.duration, item.videoUrl]).toEqual([false, null, '']);
  });

  it('throws for a missing or invalid item and for a missing vertical or horizontal cover', () => {
    expect(thrown(() => recipeToHeadlineItem(undefined))).toBe('recipeInvalid');
    expect(thrown(() => recipeToHeadlineItem({ id: 1 }))).toBe('recipeInvalid');
    expect(thrown(() => recipeToHeadlineItem({ ...recipe, coverImage: { vertical: null, horizontal: { path: 'h.jpg' } } }))).toBe('recipeNoVerticalCover');
    expect(thrown(() => recipeToHeadlineItem({ ...recipe, coverImage: { vertical: { path: 'v.jpg' }, horizontal: { path: '' } } }))).toBe('recipeNoHorizontalCover');
    expect(thrown(() => recipeToHeadlineItem({ ...recipe, coverImage: undefined }))).toBe('recipeNoVerticalCover');
  });
});

describe('recipe → mailing item (spec 02 §3, §9)', () => {
  it('the id as text, content type 0, the vertical cover, the chief selection; mailing and order empty', () => {
    expect(recipeToMailingItem(recipe)).toEqual({
      title: 'Mercimek Çorbası',
      spot: 'Kolay ve doyurucu',
      contentId: '42',
      contentUrl: '/tarif/mercimek-corbasi-42',
      contentDate: '2026-10-02T08:00:00.000Z',
      contentTypeId: 0,
      imageUrl: 'https://tarif.example/v/42.jpg',
      isChiefSelection: true,
      mailingId: null,
      order: null,
    });
  });

  it('throws for an invalid item and for a missing vertical cover; the horizontal one is not needed', () => {
    expect(thrown(() => recipeToMailingItem(null))).toBe('recipeInvalid');
    expect(thrown(() => recipeToMailingItem({ ...recipe, coverImage: { vertical: null, horizontal: { path: 'h.jpg' } } }))).toBe('recipeNoVerticalCover');
    expect(recipeToMailingItem({ ...recipe, coverImage: { vertical: { path: 'v.jpg' }, horizontal: null } }).imageUrl).toBe('v.jpg');
  });
});

describe('our content → headline and mailing items', () => {
  it('a headline item of the selected cover cuts, the video, the content page, its author, type and site', () => {
    expect(contentToHeadlineItem(content)).toEqual({
      title: 'Derbi öncesi son antrenman',
      spot: 'Takım hazır',
      hasVideo: true,
      duration: 6,
      createdDate: '2026-11-20T10:00:00.000Z',
      coverImage: { vertical: 'b-v.jpg', horizontal: 'b-h.jpg' },
      url: '/video/derbi-oncesi-son-antrenman-345',
      externalLink: '',
      videoUrl: 'v.mp4',
      sourceEntity: content,
      authorId: '8',
      entityType: 1,
      headlineTypeId: null,
      images: null,
      order: null,
      siteId: '4',
    });
  });

  it('a mailing item of its id, type and vertical cut; the image itself where a cut is missing', () => {
    expect(contentToMailingItem({ ...content, seoUrlTitle: 'derbi' })).toEqual({
      title: 'Derbi öncesi son antrenman',
      spot: 'Takım hazır',
      contentId: '345',
      contentUrl: '/video/derbi-345',
      contentDate: '2026-11-20T10:00:00.000Z',
      contentTypeId: 1,
      imageUrl: 'b-v.jpg',
      isChiefSelection: false,
      mailingId: null,
      order: null,
    });
    const uncut = { ...content, coverImages: [{ image: { path: 'c.jpg', crops: [] }, isSelected: true }] };
    expect(contentToHeadlineItem(uncut).coverImage).toEqual({ vertical: 'c.jpg', horizontal: 'c.jpg' });
  });

  it("throws 'Could not find any selected cover image' without a selected cover, and for a missing item", () => {
    const unselected = { ...content, coverImages: [{ image: { path: 'a.jpg' }, isSelected: false }] };
    expect(thrown(() => contentToHeadlineItem(unselected))).toBe('noSelectedCover');
    expect(thrown(() => contentToMailingItem(unselected))).toBe('noSelectedCover');
    expect(thrown(() => contentToHeadlineItem({}))).toBe('contentInvalid');
    expect(pickerMessage('noSelectedCover', 'en')).toBe('Could not find any selected cover image');
  });
});

describe('the picker registry', () => {
  it('transforms by provider and target name', () => {
    expect(PICKER_PROVIDERS.names).toEqual(['contents', 'agency', 'recipes']);
    expect(PICKER_PROVIDERS.transform('recipes', 'mailing', recipe).contentId).toBe('42');
    expect(PICKER_PROVIDERS.transform('contents', 'headline', content).title).toBe('Derbi öncesi son antrenman');
    expect(PICKER_PROVIDERS.provider('recipes').identify(recipe)).toBe('recipes:42');
  });

  it("a missing provider or transformer is 'Content provider, identifier or transformer not found', in Turkish in the picker", () => {
    expect(thrown(() => PICKER_PROVIDERS.provider('weather'))).toBe('notFound');
    expect(thrown(() => PICKER_PROVIDERS.transform('weather', 'headline', recipe))).toBe('notFound');
    expect(thrown(() => PICKER_PROVIDERS.transformer('agency', 'headline'))).toBe('notFound');
    expect([PICKER_PROVIDERS.has('agency', 'mailing'), PICKER_PROVIDERS.has('recipes', 'mailing'), PICKER_PROVIDERS.has('weather', 'headline')]).toEqual([false, true, false]);
    expect(pickerMessage('notFound')).toBe(tr.picker.errors.notFound);
    expect(new PickerError('notFound').message).toBe(en.picker.errors.notFound);
    expect(en.picker.errors.notFound).toMatch(/^Content provider, identifier or transformer not found/);
  });

  it('refuses a provider name registered twice', () => {
    const provider = PICKER_PROVIDERS.provider('recipes');
    expect(() => createPickerRegistry([provider, provider])).toThrow(/registered twice/);
  });
});
