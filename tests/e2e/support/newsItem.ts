import { typeValues } from '../../../resources/contentTypes.ts';
import { apiAs } from './adminApi.ts';

const [NEWS] = typeValues('news');
const cover = [{ isSelected: true, image: { path: '/seed/cover.jpg', width: 1280, height: 720, text: 'Kapak', crops: [] } }];

/** A news item saved through the API in a category of its own (the saving user needs category.save). */
export async function newsItem(serverUrl: string, token: string, title: string, text = '<p>İlk paragraf.</p>', fields: Record<string, unknown> = {}) {
  const { saveCategory } = await apiAs<{ saveCategory: { id: string } }>(serverUrl, token, 'mutation C($input: CategoryInput!) { saveCategory(input: $input) { id } }', {
    input: { name: `Kategori ${title}`, linkName: `kategori-${Date.now()}`, contentTypes: [NEWS], isApproved: true },
  });
  const input = { type: NEWS, title, spot: 'Spot', text, categoryId: saveCategory.id, coverImages: cover, ...fields };
  return (await apiAs<{ saveContent: { id: string; version: number } }>(serverUrl, token, 'mutation S($input: ContentInput!) { saveContent(input: $input) { id version } }', { input })).saveContent;
}
