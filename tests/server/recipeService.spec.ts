import { createServer } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tr } from '../../resources/messages/picker.ts';
import type { PickerContent } from '../../resources/picker/providers/contents.ts';
import { PICKER_PROVIDERS } from '../../resources/picker/index.ts';
import type { RecipeCategory, RecipeItem } from '../../resources/picker/recipeService.ts';
import { EMBEDDED_RECIPE_SERVICE_PATH } from '../../server/recipes/embeddedRecipeService.ts';
import { createRecipeClient } from '../../server/recipes/recipeClient.ts';
import { freePort } from '../support/freePort.ts';
import { contentCalls, contentInput, contentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

/**
 * The recipe service of spec 02 §7: the embedded one on the real server, the client the picker's
 * recipe tab reads it with (over HTTP), and the empty list whenever the service fails. The recipes
 * are no database rows: PGlite alone.
 */
const SITE = '4';
const PICKER_ITEMS = `query ($provider: String!, $filter: PickerFilter, $page: Int, $limit: Int) {
  pickerItems(provider: $provider, filter: $filter, page: $page, limit: $limit) { provider id entity }
}`;

interface PickerItemAnswer {
  provider: string;
  id: string;
  entity: RecipeItem;
}

describe('the recipe service', () => {
  let server: TestApp;
  let editorToken: string;
  const service = () => `${server.baseUrl}${EMBEDDED_RECIPE_SERVICE_PATH}`;
  const warnings: string[] = [];
  const clientAt = (baseUrl: string, timeoutMs = 5000) => createRecipeClient({ baseUrl, timeoutMs, warn: (message) => warnings.push(message) });
  const searchRaw = async (body: object, query = 'take=100&page=1') =>
    fetch(`${service()}/recipeSearch?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const pickerItems = (variables: Record<string, unknown>, token = editorToken) =>
    graphqlCall<{ pickerItems: PickerItemAnswer[] }>(server.yoga, PICKER_ITEMS, { token, siteId: SITE, variables });

  beforeAll(async () => {
    server = await startTestApp('pglite');
    editorToken = await demoToken(server.baseUrl, 'editor');
  });
  afterAll(() => server?.stop());

  describe('the embedded service answers the contract', () => {
    it('searches a page (take, page in the query string), newest first, approved ones only with approve: 1', async () => {
      const everything = (await (await searchRaw({}, 'take=100&page=1')).json()) as RecipeItem[];
      const approved = (await (await searchRaw({ approve: 1 }, 'take=100&page=1')).json()) as RecipeItem[];
      expect(everything).toHaveLength(100);
      expect(everything.some((recipe) => !approved.some((other) => other.id === recipe.id))).toBe(true);
      const ids = approved.map((recipe) => recipe.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const second = (await (await searchRaw({ approve: 1 }, 'take=40&page=2')).json()) as RecipeItem[];
      expect(second.map((recipe) => recipe.id)).toEqual(ids.slice(40, 80));
      expect((await searchRaw({ approve: 1 }, 'take=0&page=1')).status).toBe(400);
      const odd = await searchRaw({ approve: 1, search: 7, categories: 'soups', date: 'today' }, 'take=3&page=1');
      expect(((await odd.json()) as RecipeItem[]).map((recipe) => recipe.id)).toEqual(ids.slice(0, 3));
    });

    it('holds a few hundred Turkish recipes with every field of spec 02 §3', async () => {
      const all: RecipeItem[] = [];
      for (let page = 1; ; page++) {
        const batch = (await (await searchRaw({ approve: 1 }, `take=100&page=${page}`)).json()) as RecipeItem[];
        all.push(...batch);
        if (batch.length < 100) break;
      }
      expect(all.length).toBeGreaterThan(300);
      expect(new Set(all.map((recipe) => recipe.title)).size).toBe(all.length);
      const [first] = all;
      expect(Object.keys(first).sort()).toEqual(
        ['author', 'calorie', 'categoryId', 'categoryLinkName', 'categoryName', 'content', 'cookingTime', 'coverImage', 'coverVideo', 'createdDate', 'difficultyName', 'hasVideo', 'id', 'isChiefSelection', 'mainCategoryId', 'mainCategoryName', 'preparationTime', 'rank', 'recipeDate', 'spot', 'title', 'totalPreparationTime', 'updatedDate', 'urlPath', 'videoDuration'].sort(),
      );
      expect(all.some((recipe) => recipe.hasVideo) && all.some((recipe) => !recipe.hasVideo)).toBe(true);
    });

    it('lists its authors and its categories (approved ones with approve=true)', async () => {
      const authors = (await (await fetch(`${service()}/user`)).json()) as { id: number; fullName: string }[];
      expect(authors.map((author) => author.fullName)).toContain('Elif Şahin');
      const approved = (await (await fetch(`${service()}/category?approve=true`)).json()) as RecipeCategory[];
      const every = (await (await fetch(`${service()}/category`)).json()) as RecipeCategory[];
      expect(approved.map((category) => category.name)).toContain('Çorbalar');
      expect(every.length).toBe(approved.length + 1);
    });

    it('serves the covers and videos its recipes name', async () => {
      const [withVideo] = (await (await searchRaw({ approve: 1 }, 'take=4&page=1')).json() as RecipeItem[]).filter((recipe) => recipe.hasVideo);
      const sizes = [];
      for (const url of [withVideo.coverImage.vertical!.path, withVideo.coverImage.horizontal!.path]) {
        expect(url.startsWith(service())).toBe(true);
        const response = await fetch(url);
        expect(response.headers.get('content-type')).toBe('image/jpeg');
        const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        sizes.push([width, height]);
      }
      expect(sizes).toEqual([[600, 800], [1200, 675]]);
      const video = await fetch(withVideo.coverVideo!);
      expect([video.status, video.headers.get('content-type')]).toEqual([200, 'video/mp4']);
      expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      expect((await fetch(`${service()}/images/99999/vertical.jpg`)).status).toBe(404);
      expect((await fetch(`${service()}/images/${withVideo.id}/toString.jpg`)).status).toBe(404);
    });
  });

  describe('the client reads it over HTTP', () => {
    it('sends the filter with approve: 1 and reads a page', async () => {
      const page = await server.recipes.search({}, 2, 10);
      expect(page).toHaveLength(10);
      const approved = (await (await searchRaw({ approve: 1 })).json()) as RecipeItem[];
      expect((await server.recipes.search({ issueNumber: '12' }, 1, 100)).map((recipe) => recipe.id)).toEqual(approved.map((recipe) => recipe.id));
      const searched = await server.recipes.search({ search: 'CORBA' }, 1, 100);
      expect(searched.length).toBeGreaterThan(10);
      expect(searched.every((recipe) => recipe.title.includes('Çorba'))).toBe(true);
    });

    it('filters by category (its own or its main one), author, chief selection and date range', async () => {
      const soups = await server.recipes.search({ categories: ['11'] }, 1, 100);
      expect(soups.length).toBeGreaterThan(0);
      expect(soups.every((recipe) => recipe.categoryId === 11)).toBe(true);
      const desserts = await server.recipes.search({ categories: ['2'] }, 1, 100);
      expect(new Set(desserts.map((recipe) => recipe.mainCategoryId))).toEqual(new Set([2]));
      expect(new Set(desserts.map((recipe) => recipe.categoryId)).size).toBeGreaterThan(1);
      const byAuthor = await server.recipes.search({ author: '3' }, 1, 100);
      expect(byAuthor.length).toBeGreaterThan(0);
      expect(byAuthor.every((recipe) => recipe.author.id === 3)).toBe(true);
      const chief = await server.recipes.search({ isChiefSelection: true }, 1, 100);
      expect(chief.length).toBeGreaterThan(0);
      expect(chief.every((recipe) => recipe.isChiefSelection)).toBe(true);
      const [newest] = await server.recipes.search({}, 1, 1);
      const day = newest.recipeDate.slice(0, 10);
      const sameDay = await server.recipes.search({ date: { startDate: day, endDate: day } }, 1, 100);
      expect(sameDay.map((recipe) => recipe.id)).toContain(newest.id);
      expect(sameDay.every((recipe) => recipe.recipeDate.startsWith(day))).toBe(true);
    });

    it('answers the empty list when the service fails, is unreachable, answers no list or is too slow', async () => {
      warnings.length = 0;
      expect(await clientAt(`${service()}/missing`).search({}, 1, 10)).toEqual([]);
      const closedPort = await freePort();
      expect(await clientAt(`http://127.0.0.1:${closedPort}/recipes/1.0`).authors()).toEqual([]);
      const odd = createServer((request, response) => {
        if (request.url?.startsWith('/slow')) return; // never answers
        if (request.url?.startsWith('/broken')) return response.writeHead(500).end('down');
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"items": []}');
      });
      await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
      const port = (odd.address() as { port: number }).port;
      try {
        expect(await clientAt(`http://127.0.0.1:${port}/broken`).categories()).toEqual([]);
        expect(await clientAt(`http://127.0.0.1:${port}/object`).search({}, 1, 5)).toEqual([]);
        expect(await clientAt(`http://127.0.0.1:${port}/slow`, 300).search({}, 1, 5)).toEqual([]);
      } finally {
        odd.closeAllConnections();
        await new Promise((resolve) => odd.close(resolve));
      }
      expect(warnings).toHaveLength(5);
      expect(warnings[0]).toMatch(/answered 404/);
    });
  });

  describe('the picker API', () => {
    it('lists a page of the recipe tab as the service gives it, which the shared transformers turn into headline and mailing items', async () => {
      const answer = await pickerItems({ provider: 'recipes', filter: { search: 'mercimek' }, page: 1, limit: 2 });
      expect(answer.errors).toBeUndefined();
      const items = answer.data!.pickerItems;
      expect(items).toHaveLength(2);
      expect(items[0]).toMatchObject({ provider: 'recipes', id: `recipes:${items[0].entity.id}` });
      const headline = PICKER_PROVIDERS.transform('recipes', 'headline', items[0].entity);
      expect(headline.title).toMatch(/Mercimek/);
      expect((await fetch(headline.coverImage.horizontal)).status).toBe(200);
      const mailing = PICKER_PROVIDERS.transform('recipes', 'mailing', items[0].entity);
      expect([mailing.contentId, mailing.contentTypeId]).toEqual([String(items[0].entity.id), 0]);
      const last = await pickerItems({ provider: 'recipes', filter: { search: 'mercimek' }, page: 2, limit: 50 });
      expect(last.data!.pickerItems).toEqual([]);
    });

    it("lists the site's published contents for our tab, which transform with their selected cover", async () => {
      const options = { token: editorToken, siteId: SITE };
      const admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE };
      const references = await contentReferences(server.yoga, admin);
      const calls = contentCalls(server.yoga, admin);
      const published = await calls.save(contentInput('news', references, { title: 'Seçim sonuçları açıklandı', status: 1 }));
      await calls.save(contentInput('news', references, { title: 'Seçim taslağı', status: 2 }));
      expect(published.errors).toBeUndefined();
      const answer = await graphqlCall<{ pickerItems: { id: string; entity: PickerContent }[] }>(server.yoga, PICKER_ITEMS, {
        ...options,
        variables: { provider: 'contents', filter: { search: 'seçim' }, limit: 10 },
      });
      expect(answer.errors).toBeUndefined();
      const id = (published.data!.saveContent as { id: string }).id;
      expect(answer.data!.pickerItems.map((item) => item.id)).toEqual([`contents:${id}`]);
      const headline = PICKER_PROVIDERS.transform('contents', 'headline', answer.data!.pickerItems[0].entity);
      expect([headline.url, headline.coverImage.vertical, headline.siteId]).toEqual([`/news/secim-sonuclari-aciklandi-${id}`, 'images/kapak.jpg', SITE]);
    });

    it('gives the recipe tab its categories and authors', async () => {
      const answer = await graphqlCall<{ recipeCategories: { id: string; name: string }[]; recipeAuthors: { fullName: string }[] }>(
        server.yoga,
        '{ recipeCategories { id name } recipeAuthors { fullName } }',
        { token: editorToken, siteId: SITE },
      );
      expect(answer.data!.recipeCategories).toContainEqual({ id: '11', name: 'Çorbalar' });
      expect(answer.data!.recipeCategories.map((category) => category.name)).not.toContain('Arşiv');
      expect(answer.data!.recipeAuthors.length).toBeGreaterThan(3);
    });

    it("refuses a provider nobody registered with the catalogue's Turkish message, a bad page, and callers who curate nothing", async () => {
      const unknown = await pickerItems({ provider: 'weather' });
      expect(errorCodes(unknown)).toEqual(['NOT_FOUND']);
      expect(unknown.errors![0].message).toBe(tr.picker.errors.notFound);
      expect(errorCodes(await pickerItems({ provider: 'recipes', limit: 101 }))).toEqual(['BAD_USER_INPUT']);
      expect(errorCodes(await pickerItems({ provider: 'recipes', page: 0 }))).toEqual(['BAD_USER_INPUT']);
      const agencyOnly = await demoToken(server.baseUrl, 'agency');
      expect(errorCodes(await pickerItems({ provider: 'recipes' }, agencyOnly))).toEqual(['FORBIDDEN']);
    });
  });
});

describe('a server pointed at a recipe service that does not answer', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp('pglite', { recipeService: { url: `http://127.0.0.1:${await freePort()}/api/1.0`, timeoutMs: 2000 } });
  });
  afterAll(() => server?.stop());

  it('lists no recipes, no categories and no authors, and serves no embedded service', async () => {
    const token = await demoToken(server.baseUrl, 'editor');
    const answer = await graphqlCall<{ pickerItems: unknown[]; recipeCategories: unknown[]; recipeAuthors: unknown[] }>(
      server.yoga,
      '{ pickerItems(provider: "recipes", limit: 10) { id } recipeCategories { id } recipeAuthors { id } }',
      { token, siteId: SITE },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ pickerItems: [], recipeCategories: [], recipeAuthors: [] });
    expect((await fetch(`${server.baseUrl}${EMBEDDED_RECIPE_SERVICE_PATH}/user`)).status).toBe(404);
  });
});
