import { describe, expect, it } from 'vitest';
import { retryUnlessRefused } from './queryClient.ts';

const refusal = { graphQLErrors: [{ message: 'Permission denied: needs headlineCategoryList.view', extensions: { code: 'FORBIDDEN', needs: ['headlineCategoryList.view'] } }] };

describe('the query client', () => {
  it('never asks again after a refusal, so a screen shows it at once instead of a spinner', () => {
    expect(retryUnlessRefused(0, refusal)).toBe(false);
  });

  it('tries any other failure three times, as react-query does', () => {
    const failure = new TypeError('Failed to fetch');
    expect([0, 1, 2, 3].map((count) => retryUnlessRefused(count, failure))).toEqual([true, true, true, false]);
  });
});
