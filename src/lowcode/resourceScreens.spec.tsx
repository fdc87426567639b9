import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCREEN_OVERRIDES } from '../entityScreens/index.ts';
import { CategoryForm } from '../entityScreens/categories/CategoryForm.tsx';
import { lazyResourceScreen } from './lazyResourceScreen.ts';
import { screenFor } from './resourceScreens.ts';

vi.mock('./screens/ResourceScreen.tsx', () => ({
  ResourceScreen: ({ resource, overrides }: { resource: { name: string }; overrides: Record<string, unknown> }) => (
    <p>{`${resource.name}: ${Object.keys(overrides).sort().join(', ') || 'generated'}`}</p>
  ),
}));

describe('a declared resource’s route screen', () => {
  it('loads the resource’s own components once, with the screen, and hands them to it', async () => {
    const load = vi.fn(async () => ({ create: () => null }));
    const first = await screenFor('sources', undefined, load);
    expect(await screenFor('sources', undefined, load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    const Screen = first;
    render(<Screen />);
    expect(screen.getByText('sources: create')).toBeTruthy();
  });

  it('is generated throughout without overrides', async () => {
    const Screen = await screenFor('signatures');
    render(<Screen />);
    expect(screen.getByText('signatures: generated')).toBeTruthy();
  });

  it('asks for the resource’s own components together with the screen’s chunk, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue({ list: () => null });
    const Screen = lazyResourceScreen('sources', { routes: { list: '/sources', detail: '/sources/:id' }, overrides: load });
    const failing = Screen.preload();
    // Called at once, before the engine's chunk has come.
    expect(load).toHaveBeenCalledTimes(1);
    await expect(failing).rejects.toThrow('chunk');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Screen />);
    expect(screen.getByText('sources: list')).toBeTruthy();
  });

  it('gives categories their own create and edit forms', async () => {
    expect(await SCREEN_OVERRIDES.categories()).toEqual({ create: CategoryForm, edit: CategoryForm });
  });
});
