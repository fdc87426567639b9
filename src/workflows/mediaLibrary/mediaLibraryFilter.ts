import { MEDIA_TYPE } from '../../../resources/enums.ts';
import type { MediaItemFilter } from '../../graphql/graphql.ts';

/** The toolbar's choices as the address keeps them (`?filter=…`). */
export interface MediaLibraryChoices {
  /** 1 image, 2 video. */
  mediaType?: number;
  reporter?: string;
  source?: string;
  startDate?: string;
  endDate?: string;
  search?: string;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** What the library asks the API for: only the choices that hold something, under the API's names. */
export function mediaFilterOf(choices: MediaLibraryChoices): MediaItemFilter {
  const [search, reporter, source] = [trimmed(choices.search), trimmed(choices.reporter), trimmed(choices.source)];
  return {
    ...(choices.mediaType ? { mediaType: [choices.mediaType] } : {}),
    ...(reporter ? { reporter } : {}),
    ...(source ? { source } : {}),
    ...(choices.startDate && choices.endDate ? { createdDateFrom: choices.startDate, createdDateTo: choices.endDate } : {}),
    ...(search ? { search } : {}),
  };
}

/** Whether any choice narrows the list: an empty list then says "no match" rather than "empty library". */
export const isFiltered = (choices: MediaLibraryChoices) => Object.keys(mediaFilterOf(choices)).length > 0;

/** A file's type by its number (1 image, 2 video) as its i18n key; an unknown one reads as an image. */
export const mediaTypeLabel = (value: number | null | undefined) =>
  `enums.${MEDIA_TYPE.name}.${(MEDIA_TYPE.values.find((entry) => entry.value === value) ?? MEDIA_TYPE.values[0]!).key}`;
