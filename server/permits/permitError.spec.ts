import { describe, expect, it } from 'vitest';
import { permitError } from './permitOperations.ts';

describe('permit refusals', () => {
  it("name the holder in the genitive in Turkish, as they are in English", () => {
    expect(permitError('PERMIT_HELD', 'tr', { name: 'Ayşe Kaya' }).message).toBe("Düzenleme izni Ayşe Kaya'nın elinde.");
    expect(permitError('PERMIT_HELD', 'en', { name: 'Ayşe Kaya' }).message).toBe('The edit permit is held by Ayşe Kaya.');
  });
});
