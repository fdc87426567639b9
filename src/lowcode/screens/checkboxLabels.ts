/**
 * react-admin's DataTable gives its selection checkboxes their name ("Select this row", "Select
 * all") on MUI's wrapper span, where ARIA does not allow it, and leaves the checkbox input itself
 * unnamed. Within `root`, the name is moved onto the input, now and whenever rows are drawn.
 * Returns what stops the watch.
 */
export function nameCheckboxInputs(root: HTMLElement): () => void {
  const move = () => {
    for (const wrapper of root.querySelectorAll<HTMLElement>('.MuiCheckbox-root[aria-label]')) {
      const input = wrapper.querySelector('input');
      if (!input) continue;
      input.setAttribute('aria-label', wrapper.getAttribute('aria-label')!);
      wrapper.removeAttribute('aria-label');
    }
  };
  move();
  const observer = new MutationObserver(move);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
