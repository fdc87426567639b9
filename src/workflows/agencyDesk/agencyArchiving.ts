import { MIN_IMAGES } from '../../../resources/featureRules.ts';
import { rules, type RuleFailure } from '../../../resources/validation.ts';
import type { AgencyArchiveInput } from '../../graphql/graphql.ts';
import type { AgencyItemDetail } from './agencyDeskRows.ts';

/** The label the archive rule's message names (an i18n key). */
export const ARCHIVE_IMAGES_LABEL = 'resources.agencyArchives.fields.archiveImages';

const archiveImages = rules.minImages(MIN_IMAGES.archive);

/** Spec 02 §5, an archive holds at least one image: the refusal, or undefined when it may be archived. */
export const archiveRefusal = (item: AgencyItemDetail): RuleFailure | undefined => archiveImages(item.images, { fieldLabel: ARCHIVE_IMAGES_LABEL });

/** A new archive item from an agency item: its text and the pictures that are there. */
export function archiveInputOf(item: AgencyItemDetail): AgencyArchiveInput {
  return {
    agencyContentId: item.agencyContentId,
    agencyId: item.agency?.id || null,
    title: item.title,
    spot: item.spot,
    content: item.content,
    tags: item.tags,
    agencyCategoryName: item.category,
    images: item.images
      .filter((image) => image.path)
      .map(({ path, aiPath, text, width, height, fileSize, agencyImageId }) => ({ path, aiPath, text, width, height, fileSize, agencyImageId })),
    source: item.source,
    author: item.author,
  };
}
