import { describe, expect, it } from 'vitest';
import { nameCheckboxInputs } from './checkboxLabels.ts';

const checkbox = (label: string) => {
  const wrapper = document.createElement('span');
  wrapper.className = 'MuiCheckbox-root';
  wrapper.setAttribute('aria-label', label);
  wrapper.append(Object.assign(document.createElement('input'), { type: 'checkbox' }));
  return wrapper;
};

describe("the list's selection checkboxes", () => {
  it('carry their name on the input, for those drawn later too', async () => {
    const root = document.createElement('div');
    root.append(checkbox('Select all'));
    const stop = nameCheckboxInputs(root);
    expect(root.querySelector('input')!.getAttribute('aria-label')).toBe('Select all');
    expect(root.querySelector('span')!.hasAttribute('aria-label')).toBe(false);

    root.append(checkbox('Select this row'));
    await expect.poll(() => root.querySelectorAll('input')[1]!.getAttribute('aria-label')).toBe('Select this row');
    expect(root.querySelectorAll('span[aria-label]')).toHaveLength(0);
    stop();
  });
});
