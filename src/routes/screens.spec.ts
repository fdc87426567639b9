import { describe, expect, it } from 'vitest';
import { listedResourceAt } from './screens.ts';

describe('the declared resource a path lists', () => {
  it('names the resource of a generated list, over its detail route too, and nothing for other screens', () => {
    expect(listedResourceAt('/settings/system/user/list')).toBe('users');
    expect(listedResourceAt('/settings/system/user/detail/7')).toBe('users');
    expect(listedResourceAt('/settings/content/signatures')).toBe('signatures');
    expect(listedResourceAt('/agency/list')).toBeUndefined();
    expect(listedResourceAt('/nowhere')).toBeUndefined();
  });
});
