import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { RECIPE_SERVICE_VERSION, type RecipeSearchBody } from '../../resources/picker/recipeService.ts';
import { DEMO_FILES, pictureSvg } from '../seed/demoImages.ts';
import demoMedia from '../seed/files/demoMedia.json' with { type: 'json' };
import { buildRecipes, RECIPE_AUTHORS, recipeCategories, searchRecipes } from './recipeCatalogue.ts';

/** Where the embedded service answers on this server (under /api, which the dev server proxies too). */
export const EMBEDDED_RECIPE_SERVICE_PATH = `/api/recipe-service/${RECIPE_SERVICE_VERSION}`;

const MAX_TAKE = 100;
const COVER_SIZES = {
  vertical: { width: 600, height: 800 },
  horizontal: { width: 1200, height: 675 },
} as const;

const pageNumber = (raw: unknown, fallback: number): number | undefined => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
};

/**
 * The recipe service of spec 02 §7 on this server, so the default run has real recipes: a few
 * hundred Turkish recipes (recipeCatalogue.ts), their covers drawn on first request and kept,
 * and their video (the demo clip). Read only and public, as demo data is; `publicBase` is its
 * base URL as browsers reach it, which the covers' and videos' URLs start with.
 */
export function registerEmbeddedRecipeService(app: FastifyInstance, options: { publicBase: string }) {
  const recipes = buildRecipes(options.publicBase);
  const byId = new Map(recipes.map((stored) => [stored.recipe.id, stored.recipe]));
  // Every cover fits (under 50 MB for the demo's 882), so each is drawn once per process.
  const covers = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (bytes) => bytes.length });
  const base = EMBEDDED_RECIPE_SERVICE_PATH;

  app.post<{ Querystring: { take?: string; page?: string }; Body: Partial<RecipeSearchBody> | null }>(`${base}/recipeSearch`, async (request, reply) => {
    const take = pageNumber(request.query.take, 20);
    const page = pageNumber(request.query.page, 1);
    if (take === undefined || take > MAX_TAKE || page === undefined) {
      return reply.code(400).send({ message: `take must be 1 to ${MAX_TAKE} and page 1 or more` });
    }
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    return searchRecipes(recipes, body).slice((page - 1) * take, page * take);
  });

  app.get(`${base}/user`, async () => RECIPE_AUTHORS);

  app.get<{ Querystring: { approve?: string } }>(`${base}/category`, async (request) => recipeCategories(request.query.approve === 'true'));

  app.get<{ Params: { id: string; file: string } }>(`${base}/images/:id/:file`, async (request, reply) => {
    const recipe = byId.get(Number(request.params.id));
    const cut = request.params.file.replace(/\.jpg$/, '') as keyof typeof COVER_SIZES;
    if (!recipe || !request.params.file.endsWith('.jpg') || !Object.hasOwn(COVER_SIZES, cut)) return reply.code(404).send({ message: 'No such cover' });
    const key = `${recipe.id}/${cut}`;
    let bytes = covers.get(key);
    if (!bytes) {
      bytes = await sharp(pictureSvg(`recipe-${recipe.categoryId}-${recipe.id}`, recipe.title, COVER_SIZES[cut])).jpeg({ quality: 78 }).toBuffer();
      covers.set(key, bytes);
    }
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400, immutable').send(bytes);
  });

  app.get<{ Params: { file: string } }>(`${base}/videos/:file`, async (request, reply) => {
    const recipe = byId.get(Number(request.params.file.replace(/\.mp4$/, '')));
    if (!recipe?.hasVideo || !request.params.file.endsWith('.mp4')) return reply.code(404).send({ message: 'No such video' });
    return reply.type('video/mp4').header('cache-control', 'public, max-age=86400').send(createReadStream(new URL(demoMedia.video.file, DEMO_FILES)));
  });
}
