import { typeValues } from '../../resources/contentTypes.ts';

const [NEWS] = typeValues('news');

/** A news item and the signed-in user's draft of it, for the draft resume story and its test. */
export const ITEM = { id: '1000', version: 3, type: NEWS, title: 'Merkez Bankası faizi sabit tuttu', spot: 'Karar beklendiği gibi' };
export const DRAFT = {
  id: '21',
  contentId: ITEM.id,
  version: 4,
  baseVersion: 3,
  updatedDate: '2026-11-20T09:30:00.000Z',
  values: { type: NEWS, title: 'Merkez Bankası faizi sabit tuttu, piyasalar yükseldi', spot: 'Karar beklendiği gibi' },
};

