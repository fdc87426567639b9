import { createContext, useContext, type ReactNode } from 'react';
import { useWorkingSite } from '../../providers/session.ts';

/** The language and writing direction of a site's own text (its contents), apart from the interface's. */
export interface ContentDirection {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

const RIGHT_TO_LEFT = ['ar', 'fa', 'he', 'ur'];

export const directionOfLanguage = (language: string | null | undefined): ContentDirection => {
  if (!language) return {};
  return { lang: language, dir: RIGHT_TO_LEFT.includes(language.toLowerCase().split('-')[0]) ? 'rtl' : 'ltr' };
};

/** The selected site's language and direction (an Arabic edition writes right to left). */
export function useSiteContentDirection(): ContentDirection {
  return directionOfLanguage(useWorkingSite()?.language);
}

const ContentDirectionContext = createContext<ContentDirection>({});

/**
 * Marks what is inside as the site's own text: its text fields and rich text run in the site's
 * direction, while labels, buttons and messages stay in the interface's.
 */
export function ContentDirectionProvider({ value, children }: { value: ContentDirection; children: ReactNode }) {
  return <ContentDirectionContext.Provider value={value}>{children}</ContentDirectionContext.Provider>;
}

export const useContentDirection = () => useContext(ContentDirectionContext);
