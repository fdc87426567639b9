import { describe, expect, it } from 'vitest';
import { draftOf, infoInput, isChanged, rebase } from './mediaItemInfo.ts';

describe('the image info draft', () => {
  it('shows a missing value as an empty field and sends an emptied one as null, trimmed', () => {
    const draft = draftOf({ reporter: null, source: 'AA', text: undefined });
    expect(draft).toEqual({ reporter: '', source: 'AA', text: '' });
    expect(infoInput({ id: '7', version: 3 }, { reporter: '  Ayşe  ', source: ' ', text: 'Meclis' })).toEqual({
      id: '7',
      version: 3,
      reporter: 'Ayşe',
      source: null,
      text: 'Meclis',
    });
  });

  it('is changed only when a field differs from what was loaded', () => {
    const base = draftOf({ reporter: 'Ali', source: 'AA', text: 'Meclis' });
    expect(isChanged({ ...base }, base)).toBe(false);
    expect(isChanged({ ...base, text: 'Meclis genel kurulu' }, base)).toBe(true);
  });

  it('keeps what the editor typed over the other editor’s version after a conflict, and takes the rest from it', () => {
    const base = draftOf({ reporter: 'Ali', source: 'AA', text: 'Meclis' });
    const typed = { ...base, text: 'Meclis genel kurulu' };
    const current = draftOf({ reporter: 'Veli', source: 'DHA', text: 'Meclis toplandı' });
    expect(rebase(typed, base, current)).toEqual({ reporter: 'Veli', source: 'DHA', text: 'Meclis genel kurulu' });
  });
});
