/** A valid content of each type through `saveContent`, and the records it refers to. */
import { contents } from '../../../resources/content.ts';
import { typeValues, type ContentTypeKey } from '../../../resources/contentTypes.ts';
import { RESOURCES } from '../../../resources/index.ts';
import type { GraphQLServer } from '../../../server/graphql/yoga.ts';
import type { CallOptions } from './graphqlCall.ts';
import { resourceCalls } from './resourceCalls.ts';
import { sampleInput, type ReferenceId } from './resourceSamples.ts';

export interface ContentReferences {
  categoryId: string;
  authorId: string;
}

/** A record of `name` created through its own save by the caller of `options` (and whatever it refers to). */
export function referenceMaker(yoga: GraphQLServer, options: CallOptions): ReferenceId {
  const make: ReferenceId = async (name) => {
    const target = RESOURCES.find((resource) => resource.name === name)!;
    const saved = await resourceCalls(yoga, target, options).save(await sampleInput(target, make));
    if (!saved.data) throw new Error(`could not create a ${name}: ${JSON.stringify(saved.errors)}`);
    return saved.data[target.operations.save].id;
  };
  return make;
}

export async function contentReferences(yoga: GraphQLServer, options: CallOptions): Promise<ContentReferences> {
  const make = referenceMaker(yoga, options);
  return { categoryId: await make('categories'), authorId: await make('authors') };
}

export const image = (name: string, text: string | null = `${name} açıklaması`) => ({ path: `images/${name}.jpg`, width: 1200, height: 675, text, crops: [] });
const video = (name: string) => ({ path: `videos/${name}.mp4`, caption: `${name} videosu` });

/** What each type needs beyond the common fields (resources/content.ts, contentRules.ts). */
const BY_TYPE: Record<ContentTypeKey, (references: ContentReferences) => Record<string, unknown>> = {
  news: () => ({ text: '<p>Haber metni.</p>' }),
  video: () => ({ text: '<p>Video metni.</p>', coverVideo: video('kapak') }),
  photoGallery: () => ({ images: [1, 2].map((n) => ({ image: image(`galeri-${n}`), caption: `Fotoğraf ${n}` })) }),
  column: ({ authorId }) => ({ text: '<p>Köşe yazısı.</p>', authorId }),
  cartoon: () => ({ spot: null }),
  infographic: () => ({ images: [{ image: image('infografik'), caption: 'İnfografik' }] }),
  promotion: () => ({ promotionType: 1, externalLink: 'https://example.com/kampanya', externalLinkRel: 'nofollow' }),
  podcast: () => ({ podcastEmbed: '<iframe src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1"></iframe>' }),
  officialAnnouncement: () => ({ text: '<p>Resmi ilan metni.</p>', announcementNumber: 'ILN2026001' }),
};

/** A content of `type` that saves, with `extra` over it. */
export function contentInput(type: ContentTypeKey, references: ContentReferences, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: typeValues(type)[0],
    title: `Örnek ${type} başlığı`,
    spot: `Örnek ${type} spotu`,
    categoryId: references.categoryId,
    coverImages: [{ image: image('kapak'), isSelected: true }],
    ...BY_TYPE[type](references),
    ...extra,
  };
}

export const contentCalls = (yoga: GraphQLServer, options: CallOptions) => resourceCalls(yoga, contents, options);
