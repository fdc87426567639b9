import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { lazyDataProvider } from './lazyDataProvider.ts';

const real = (): DataProvider =>
  ({
    getList: vi.fn(async () => ({ data: [{ id: '1' }], total: 1 })),
    getOne: vi.fn(async (_resource: string, params: { id: string }) => ({ data: { id: params.id } })),
  }) as unknown as DataProvider;

describe('lazyDataProvider', () => {
  it('loads nothing until the first call, then loads once and forwards every call', async () => {
    const provider = real();
    const load = vi.fn(async () => provider);
    const lazy = lazyDataProvider(load);
    expect(load).not.toHaveBeenCalled();

    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    const [list, one] = await Promise.all([lazy.getList('sites', params), lazy.getOne('sites', { id: '4' })]);
    expect(list).toEqual({ data: [{ id: '1' }], total: 1 });
    expect(one).toEqual({ data: { id: '4' } });
    expect(provider.getList).toHaveBeenCalledWith('sites', params);
    await lazy.getOne('users', { id: '7' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes the real provider\'s rejections through', async () => {
    const lazy = lazyDataProvider(async () => real());
    await expect(lazy.update('sites', { id: '1', data: {}, previousData: { id: '1' } })).rejects.toThrow();
  });

  it('tries the load again after it failed', async () => {
    const provider = real();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk not loaded')).mockResolvedValue(provider);
    const lazy = lazyDataProvider(load);
    await expect(lazy.getOne('sites', { id: '1' })).rejects.toThrow('chunk not loaded');
    await expect(lazy.getOne('sites', { id: '1' })).resolves.toEqual({ data: { id: '1' } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts loading at once when eager, and still loads only once', async () => {
    const load = vi.fn(async () => real());
    const lazy = lazyDataProvider(load, { eager: true });
    expect(load).toHaveBeenCalledTimes(1);
    await lazy.getOne('sites', { id: '4' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
