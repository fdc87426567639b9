import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './SiteSwitcherView.stories';

setProjectAnnotations(preview);
const { AllSites } = composeStories(stories);

afterEach(cleanup);

// MUI's Select clones the click event for onChange; jsdom cannot clone user-event's PointerEvent,
// so options are clicked with fireEvent.
async function open() {
  const onSelect = fn();
  await AllSites.load();
  render(<AllSites onSelect={onSelect} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Çalışılan site' }));
  return { onSelect, options: within(await screen.findByRole('listbox')) };
}

describe('SiteSwitcherView', () => {
  it('offers every site of the user and reports the one picked', async () => {
    const { onSelect, options } = await open();
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Gündem',
      'Gündem English',
      'Gündem Arabic',
      'Haberhat',
      'Gündem TV',
    ]);
    expect(options.getByRole('option', { name: 'Haberhat' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(options.getByRole('option', { name: 'Gündem TV' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('5');
  });

  it('does not switch when the working site is picked again', async () => {
    const { onSelect, options } = await open();
    fireEvent.click(options.getByRole('option', { name: 'Haberhat' }));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
