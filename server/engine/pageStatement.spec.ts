import { describe, expect, it } from 'vitest';
import { isoFromUtcText } from './pageStatement.ts';

describe('isoFromUtcText', () => {
  it('writes a UTC timestamp as a Date would show it, milliseconds truncated', () => {
    for (const text of ['2026-11-19 23:59:30+00', '2026-11-19 23:59:30.5+00', '2026-11-19 23:59:30.123456+00', '2026-11-19 23:59:30.9999+00', '1999-01-01 00:00:00.0005+00']) {
      expect(isoFromUtcText(text)).toBe(new Date(text).toISOString());
    }
  });

  it('leaves any other text to the Date path', () => {
    for (const text of ['2026-11-19 23:59:30+03', '2026-11-19 23:59:30.5-05:30', '0099-01-01 00:00:00+00 BC', 'infinity', '2026-11-19']) expect(isoFromUtcText(text)).toBeUndefined();
  });
});
