// Written by `npm run resources:sync` from the files of resources/; do not edit.

/** Every resource of the product: the server builds its table, operations and validation, the admin its screens. */
import type { Resource } from './defineResource.ts';
import { authors } from './author.ts';
import { brands } from './brand.ts';
import { cartoonists } from './cartoonist.ts';
import { categories } from './category.ts';
import { contents } from './content.ts';
import { dreamInterpretations } from './dreamInterpretation.ts';
import { duas } from './dua.ts';
import { fatwas } from './fatwa.ts';
import { featureFlags } from './featureFlag.ts';
import { hadiths } from './hadith.ts';
import { headlineCategories } from './headlineCategory.ts';
import { headlineTags } from './headlineTag.ts';
import { headlineTypes } from './headlineType.ts';
import { liveTransfers } from './liveTransfer.ts';
import { mailings } from './mailing.ts';
import { mailingChannels } from './mailingChannel.ts';
import { mediaItems } from './mediaItem.ts';
import { menus } from './menu.ts';
import { notifications } from './notification.ts';
import { people } from './person.ts';
import { programs } from './program.ts';
import { reels } from './reel.ts';
import { signatures } from './signature.ts';
import { socialAccounts } from './socialAccount.ts';
import { sources } from './source.ts';
import { stories } from './story.ts';
import { subjectTitles } from './subjectTitle.ts';
import { users } from './user.ts';
import { utmSources } from './utmSource.ts';

export const RESOURCES: readonly Resource[] = [
  authors,
  brands,
  cartoonists,
  categories,
  contents,
  dreamInterpretations,
  duas,
  fatwas,
  featureFlags,
  hadiths,
  headlineCategories,
  headlineTags,
  headlineTypes,
  liveTransfers,
  mailings,
  mailingChannels,
  mediaItems,
  menus,
  notifications,
  people,
  programs,
  reels,
  signatures,
  socialAccounts,
  sources,
  stories,
  subjectTitles,
  users,
  utmSources,
];
