/**
 * The four SEO contents side by side (spec 02 §1, §3): each kind's declared resource, its key in
 * SEO_CONTENT_KIND (which also names its subject titles) and the words of its delivery path. The
 * hooks, the delivery routes and the demo loop over this list instead of being written four times.
 */
import { dreamInterpretations } from '../../resources/dreamInterpretation.ts';
import { duas } from '../../resources/dua.ts';
import { enumValue, SEO_CONTENT_KIND } from '../../resources/enums.ts';
import { fatwas } from '../../resources/fatwa.ts';
import { hadiths } from '../../resources/hadith.ts';
import type { SeoContentKind } from '../../resources/seoContentFields.ts';

export interface SeoKind {
  kind: SeoContentKind;
  /** SEO_CONTENT_KIND's value (subject titles' `kind`). */
  value: number;
  resource: typeof hadiths;
  /** The list's path in the delivery API, `/api/public/:siteId/<path>`. */
  path: string;
  /** The kind as the sites name it (`/subject-titles?kind=…`). */
  slug: string;
}

const kindOf = (kind: SeoContentKind, resource: typeof hadiths, path: string, slug: string): SeoKind => ({ kind, value: enumValue(SEO_CONTENT_KIND, kind), resource, path, slug });

export const SEO_KINDS: readonly SeoKind[] = [
  kindOf('hadith', hadiths, 'hadiths', 'hadith'),
  kindOf('dreamInterpretation', dreamInterpretations, 'dream-interpretations', 'dream-interpretation'),
  kindOf('dua', duas, 'duas', 'dua'),
  kindOf('fatwa', fatwas, 'fatwas', 'fatwa'),
];
