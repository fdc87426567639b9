import { describe, expect, it, vi } from 'vitest';
import { lazyMethods } from './lazyMethods.ts';

const real = () => ({
  getList: vi.fn(async (resource: string) => ({ data: [{ id: '1', resource }], total: 1 })),
  getOne: vi.fn(async (_resource: string, params: { id: string }) => ({ data: { id: params.id } })),
  update: vi.fn(async () => {
    throw new Error('refused');
  }),
});

describe('lazyMethods', () => {
  it('loads nothing until the first call, then loads once and forwards every call', async () => {
    const target = real();
    const load = vi.fn(async () => target);
    const lazy = lazyMethods(load, ['getList', 'getOne']);
    expect(load).not.toHaveBeenCalled();

    const [list, one] = await Promise.all([lazy.getList('sites'), lazy.getOne('sites', { id: '4' })]);
    expect(list).toEqual({ data: [{ id: '1', resource: 'sites' }], total: 1 });
    expect(one).toEqual({ data: { id: '4' } });
    expect(target.getList).toHaveBeenCalledWith('sites');
    await lazy.getOne('users', { id: '7' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers only the named methods', () => {
    expect(Object.keys(lazyMethods(async () => real(), ['getOne']))).toEqual(['getOne']);
  });

  it("passes the loaded methods' rejections through", async () => {
    const lazy = lazyMethods(async () => real(), ['update']);
    await expect(lazy.update()).rejects.toThrow('refused');
  });

  it('tries the load again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk not loaded')).mockResolvedValue(real());
    const lazy = lazyMethods(load as () => Promise<ReturnType<typeof real>>, ['getOne']);
    await expect(lazy.getOne('sites', { id: '1' })).rejects.toThrow('chunk not loaded');
    await expect(lazy.getOne('sites', { id: '1' })).resolves.toEqual({ data: { id: '1' } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts loading at once when eager, and still loads only once', async () => {
    const load = vi.fn(async () => real());
    const lazy = lazyMethods(load, ['getOne'], { eager: true });
    expect(load).toHaveBeenCalledTimes(1);
    await lazy.getOne('sites', { id: '4' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
