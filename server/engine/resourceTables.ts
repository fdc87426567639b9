// Written by `npm run resources:sync` from the files of resources/; do not edit.

/** The generated tables as named exports, re-exported by server/allTables.ts for `npm run db:generate`. */
import { authors } from '../../resources/author.ts';
import { brands } from '../../resources/brand.ts';
import { cartoonists } from '../../resources/cartoonist.ts';
import { categories } from '../../resources/category.ts';
import { contents } from '../../resources/content.ts';
import { dreamInterpretations } from '../../resources/dreamInterpretation.ts';
import { duas } from '../../resources/dua.ts';
import { fatwas } from '../../resources/fatwa.ts';
import { featureFlags } from '../../resources/featureFlag.ts';
import { hadiths } from '../../resources/hadith.ts';
import { headlineCategories } from '../../resources/headlineCategory.ts';
import { headlineTags } from '../../resources/headlineTag.ts';
import { headlineTypes } from '../../resources/headlineType.ts';
import { liveTransfers } from '../../resources/liveTransfer.ts';
import { mailings } from '../../resources/mailing.ts';
import { mailingChannels } from '../../resources/mailingChannel.ts';
import { mediaItems } from '../../resources/mediaItem.ts';
import { menus } from '../../resources/menu.ts';
import { notifications } from '../../resources/notification.ts';
import { people } from '../../resources/person.ts';
import { programs } from '../../resources/program.ts';
import { reels } from '../../resources/reel.ts';
import { signatures } from '../../resources/signature.ts';
import { sources } from '../../resources/source.ts';
import { stories } from '../../resources/story.ts';
import { subjectTitles } from '../../resources/subjectTitle.ts';
import { tableFor } from './tables.ts';

export { auditLog } from './auditLog.ts';

export const authorsTable = tableFor(authors);
export const brandsTable = tableFor(brands);
export const cartoonistsTable = tableFor(cartoonists);
export const categoriesTable = tableFor(categories);
export const contentsTable = tableFor(contents);
export const dreamInterpretationsTable = tableFor(dreamInterpretations);
export const duasTable = tableFor(duas);
export const fatwasTable = tableFor(fatwas);
export const featureFlagsTable = tableFor(featureFlags);
export const hadithsTable = tableFor(hadiths);
export const headlineCategoriesTable = tableFor(headlineCategories);
export const headlineTagsTable = tableFor(headlineTags);
export const headlineTypesTable = tableFor(headlineTypes);
export const liveTransfersTable = tableFor(liveTransfers);
export const mailingsTable = tableFor(mailings);
export const mailingChannelsTable = tableFor(mailingChannels);
export const mediaItemsTable = tableFor(mediaItems);
export const menusTable = tableFor(menus);
export const notificationsTable = tableFor(notifications);
export const peopleTable = tableFor(people);
export const programsTable = tableFor(programs);
export const reelsTable = tableFor(reels);
export const signaturesTable = tableFor(signatures);
export const sourcesTable = tableFor(sources);
export const storiesTable = tableFor(stories);
export const subjectTitlesTable = tableFor(subjectTitles);
