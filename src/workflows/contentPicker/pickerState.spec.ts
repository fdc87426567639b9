import { describe, expect, it } from 'vitest';
import { PICKER_PROVIDERS } from '../../../resources/picker/index.ts';
import { createPickerRegistry } from '../../../resources/picker/pickerRegistry.ts';
import { recipeProvider } from '../../../resources/picker/providers/recipes.ts';
import { asPickerItem, recipeSample } from '../../test/pickerFixtures.ts';
import { pickedItems, pickerRows, tabWarning } from './pickerRows.ts';
import { hasChanges, initialPickerState, pickerReducer, showMoreVisible, type PickerAction, type PickerEntry, type PickerState } from './pickerState.ts';

const entryOf = (index: number): PickerEntry => {
  const [row] = pickerRows(PICKER_PROVIDERS, 'headline', [asPickerItem('recipes', recipeSample(index))], {});
  return { id: row!.id, provider: row!.provider, item: row!.item! };
};
const run = (state: PickerState, ...actions: PickerAction[]) => actions.reduce(pickerReducer, state);
const RECIPES = initialPickerState('recipes');
const first = entryOf(0);
const second = entryOf(1);
const filtered = run(RECIPES, { type: 'filterChanged', filter: { search: 'çorba', categories: ['11'] } }, { type: 'showMore' });
const edited = run(RECIPES, { type: 'editStarted', entry: first }, { type: 'editChanged', field: 'title', value: 'Anneannemin çorbası' }, { type: 'editSaved' });

describe('tab change', () => {
  it('without a selection or an edit switches at once and starts over: page 1, no filter', () => {
    const next = run(filtered, { type: 'tabRequested', tab: 'contents' });
    expect(next).toEqual(initialPickerState('contents'));
  });

  it('with selected items asks (Selected Items Found); yes resets the selection, page and filters', () => {
    const selected = run(filtered, { type: 'itemClicked', entry: first });
    const asked = run(selected, { type: 'tabRequested', tab: 'contents' });
    expect(asked).toMatchObject({ tab: 'recipes', question: 'selectedItems', pendingTab: 'contents', page: 2 });
    expect(run(asked, { type: 'confirmed' })).toEqual(initialPickerState('contents'));
  });

  it('with an edited item asks again (Edited Items Found) before it switches', () => {
    const asked = run(edited, { type: 'tabRequested', tab: 'contents' });
    expect(asked.question).toBe('selectedItems');
    const again = run(asked, { type: 'confirmed' });
    expect(again).toMatchObject({ tab: 'recipes', question: 'editedItems' });
    expect(run(again, { type: 'confirmed' })).toEqual(initialPickerState('contents'));
  });

  it('with an edit of an item no longer selected asks only about the edit', () => {
    const unselected = run(edited, { type: 'itemClicked', entry: first });
    expect(unselected.selected).toEqual([]);
    expect(run(unselected, { type: 'tabRequested', tab: 'contents' }).question).toBe('editedItems');
  });

  it.each([['selectedItems'], ['editedItems']])('declining %s keeps the previous tab with everything in it', (question) => {
    let asked = run(edited, { type: 'tabRequested', tab: 'contents' });
    if (question === 'editedItems') asked = run(asked, { type: 'confirmed' });
    const kept = run(asked, { type: 'declined' });
    expect(kept).toEqual({ ...edited, question: null, pendingTab: null });
  });

  it('asking for the tab already shown changes nothing', () => {
    const selected = run(RECIPES, { type: 'itemClicked', entry: first });
    expect(run(selected, { type: 'tabRequested', tab: 'recipes' })).toBe(selected);
  });
});

describe('closing', () => {
  it('without changes closes at once', () => {
    expect(run(filtered, { type: 'closeRequested' })).toMatchObject({ closed: true, question: null });
  });

  it.each([
    ['a selected item', run(RECIPES, { type: 'itemClicked', entry: first })],
    ['an edited item', run(edited, { type: 'itemClicked', entry: first })],
  ])('with %s asks (Changes Found); yes closes, no stays', (_, state) => {
    expect(hasChanges(state)).toBe(true);
    const asked = run(state, { type: 'closeRequested' });
    expect(asked).toMatchObject({ question: 'changes', closed: false });
    expect(run(asked, { type: 'confirmed' })).toMatchObject({ question: null, closed: true });
    expect(run(asked, { type: 'declined' })).toEqual(state);
  });
});

describe('selection and the edit form', () => {
  it('a click toggles an item in and out of the selection, in the order picked', () => {
    const both = run(RECIPES, { type: 'itemClicked', entry: second }, { type: 'itemClicked', entry: first });
    expect(both.selected.map((entry) => entry.id)).toEqual(['recipes:101', 'recipes:100']);
    expect(run(both, { type: 'itemClicked', entry: second }).selected.map((entry) => entry.id)).toEqual(['recipes:100']);
  });

  it('editing copies the item into the form; the lists keep the original until it is saved', () => {
    const editing = run(RECIPES, { type: 'itemClicked', entry: first }, { type: 'editStarted', entry: first }, { type: 'editChanged', field: 'spot', value: 'Yeni spot' });
    expect(editing.editing?.item).toMatchObject({ title: first.item.title, spot: 'Yeni spot' });
    expect(editing.selected[0]!.item.spot).toBe(first.item.spot);
    expect(first.item.spot).toBe('Adım adım tarif');
  });

  it('saving replaces the selected item with the same identity, in place', () => {
    const selected = run(RECIPES, { type: 'itemClicked', entry: first }, { type: 'itemClicked', entry: second });
    const saved = run(selected, { type: 'editStarted', entry: first }, { type: 'editChanged', field: 'title', value: 'Yeni' }, { type: 'editSaved' });
    expect(saved.selected.map((entry) => [entry.id, entry.item.title])).toEqual([
      ['recipes:100', 'Yeni'],
      ['recipes:101', second.item.title],
    ]);
    expect(saved.edits['recipes:100']?.title).toBe('Yeni');
    expect(saved.editing).toBeNull();
  });

  it('saving an item not selected adds it to the selection, and the items list shows the edit', () => {
    expect(edited.selected).toEqual([{ ...first, item: { ...first.item, title: 'Anneannemin çorbası' } }]);
    const rows = pickerRows(PICKER_PROVIDERS, 'headline', [asPickerItem('recipes', recipeSample(0))], edited.edits);
    expect(rows[0]!.item?.title).toBe('Anneannemin çorbası');
  });

  it('an edited item picked again after being dropped comes back with its edit', () => {
    const again = run(edited, { type: 'itemClicked', entry: first }, { type: 'itemClicked', entry: first });
    expect(again.selected[0]!.item.title).toBe('Anneannemin çorbası');
  });

  it('editing an edited item starts from its edit', () => {
    expect(run(edited, { type: 'editStarted', entry: first }).editing?.item.title).toBe('Anneannemin çorbası');
  });

  it('cancel discards the form and changes neither list', () => {
    const selected = run(RECIPES, { type: 'itemClicked', entry: first });
    const cancelled = run(selected, { type: 'editStarted', entry: first }, { type: 'editChanged', field: 'title', value: 'Yok' }, { type: 'editCancelled' });
    expect(cancelled).toEqual(selected);
  });
});

describe('pages and filters', () => {
  it('Show More raises the page by one', () => {
    expect(run(RECIPES, { type: 'showMore' }, { type: 'showMore' }).page).toBe(3);
  });

  it('Show More is shown only while the last page came back full', () => {
    expect(showMoreVisible(5, 5)).toBe(true);
    expect(showMoreVisible(1, 1)).toBe(true);
    expect(showMoreVisible(4, 5)).toBe(false);
    expect(showMoreVisible(0, 1)).toBe(false);
    expect(showMoreVisible(undefined, 5)).toBe(false);
  });

  it('changing a filter goes back to page 1 with the new filter, keeping the selection', () => {
    const selected = run(RECIPES, { type: 'itemClicked', entry: first }, { type: 'showMore' });
    const next = run(selected, { type: 'filterChanged', filter: { isChiefSelection: true } });
    expect(next).toMatchObject({ page: 1, filter: { isChiefSelection: true }, selected: [first] });
  });

  it('clearing the filters goes back to page 1 with none', () => {
    expect(run(filtered, { type: 'filterCleared' })).toMatchObject({ page: 1, filter: {} });
  });
});

describe('tabs that cannot be used', () => {
  it('a tab without a transformer for the target warns with the catalogue message', () => {
    expect(tabWarning(PICKER_PROVIDERS, 'agency', 'headline')).toBe('notFound');
    expect(tabWarning(createPickerRegistry([{ ...recipeProvider, transformers: { headline: recipeProvider.transformers.headline } }]), 'recipes', 'mailing')).toBe('notFound');
    expect(tabWarning(PICKER_PROVIDERS, 'recipes', 'mailing')).toBeNull();
  });

  it('a tab without a provider warns too', () => {
    expect(tabWarning(PICKER_PROVIDERS, 'podcasts', 'headline')).toBe('notFound');
  });

  it('an item its transformer refuses becomes a line with the refusal, not an error', () => {
    const broken = { ...recipeSample(2), coverImage: { vertical: null, horizontal: { path: '/h.svg' } } };
    const rows = pickerRows(PICKER_PROVIDERS, 'mailing', [asPickerItem('recipes', recipeSample(1)), asPickerItem('recipes', broken), { provider: 'recipes', id: 'recipes:x', entity: null }], {});
    expect(rows.map((row) => row.error)).toEqual([null, 'recipeNoVerticalCover', 'recipeInvalid']);
  });
});

describe('what the dialog hands over', () => {
  it('names the provider, its item id and, for our contents, the content id', () => {
    const content = { id: 'contents:345', provider: 'contents', item: first.item };
    expect(pickedItems([first, content])).toEqual([
      { provider: 'recipes', providerItemId: '100', contentId: null, item: first.item },
      { provider: 'contents', providerItemId: '345', contentId: '345', item: first.item },
    ]);
  });
});
