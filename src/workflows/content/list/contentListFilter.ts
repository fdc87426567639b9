import { contentTypeByRoute } from '../../../../resources/contentTypes.ts';
import type { ContentFilter } from '../../../graphql/graphql.ts';

/** The toolbar's choices as the address keeps them (`?filter=…`); the type is the route's `:type`. */
export interface ContentListChoices {
  categoryId?: string[];
  /** 1 approved, 2 unapproved. */
  status?: number;
  editorId?: string;
  startDate?: string;
  endDate?: string;
  search?: string;
}

/** What the list asks the API for: the choices and the route's type. */
export function contentFilterOf(choices: ContentListChoices, typeRoute: string | undefined): ContentFilter {
  const type = contentTypeByRoute(typeRoute);
  const search = choices.search?.trim();
  return {
    ...(type ? { type: [type.value] } : {}),
    ...(choices.categoryId?.length ? { categoryId: choices.categoryId } : {}),
    ...(choices.status ? { status: [choices.status] } : {}),
    ...(choices.editorId ? { editorId: [choices.editorId] } : {}),
    ...(choices.startDate && choices.endDate ? { contentDateFrom: choices.startDate, contentDateTo: choices.endDate } : {}),
    ...(search ? { search } : {}),
  };
}
