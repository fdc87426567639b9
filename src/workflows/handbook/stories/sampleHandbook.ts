import { HANDBOOK, type HandbookLanguage } from '../../../../resources/handbook/index.ts';
import type { Handbook } from '../handbookMethods.ts';

/** The real handbook text as the API answers it, not yet accepted (stories and component tests). */
export const sampleHandbook = (language: HandbookLanguage): Handbook => ({
  __typename: 'Handbook',
  version: '3f9a0c1b2d4e',
  language,
  ...HANDBOOK[language],
  sections: HANDBOOK[language].sections.map(({ heading, paragraphs }) => ({ heading, paragraphs: [...paragraphs] })),
  accepted: false,
  acceptedDate: null,
});
