import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Tab, Tabs } from '@mui/material';
import { useEffect, useReducer } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { PICKER_PROVIDERS } from '../../../resources/picker/index.ts';
import type { PickerTarget } from '../../../resources/picker/pickerItems.ts';
import { PickerEditForm } from './PickerEditForm.tsx';
import { PickerFilterToolbar } from './PickerFilterToolbar.tsx';
import { PickerItemsList } from './PickerItemsList.tsx';
import { PickerLanguage } from './PickerLanguage.tsx';
import { pickedItems, pickerRows, tabWarning, type PickedItem } from './pickerRows.ts';
import { PickerSelectedList } from './PickerSelectedList.tsx';
import { initialPickerState, isSelected, pickerReducer, showMoreVisible } from './pickerState.ts';
import { usePickerChoices, usePickerItems } from './usePickerItems.ts';

export type { PickedItem } from './pickerRows.ts';

/** Spec 02 §9: the caller gives the page size; one item a page when it does not. */
export const DEFAULT_PICKER_PAGE_SIZE = 1;

export interface ContentPickerDialogProps {
  open: boolean;
  target: PickerTarget;
  onClose(): void;
  onConfirm(items: PickedItem[]): void;
  pageSize?: number;
}

const TITLE_ID = 'content-picker-title';

/**
 * The content picker (spec 02 §2-§4): a tab per registered provider, its filters, the selected
 * contents, the tab's contents with Show More and the edit form; what is selected becomes
 * headline or mailing items. It asks before a tab change or a close loses a selection or an edit.
 */
export function ContentPickerDialog({ open, ...props }: ContentPickerDialogProps) {
  // Each opening starts over: the picker keeps nothing between two uses.
  return <PickerLanguage>{open && <PickerBody {...props} />}</PickerLanguage>;
}

function PickerBody({ target, onClose, onConfirm, pageSize = DEFAULT_PICKER_PAGE_SIZE }: Omit<ContentPickerDialogProps, 'open'>) {
  const translate = useTranslate();
  const [state, dispatch] = useReducer(pickerReducer, PICKER_PROVIDERS.names[0] ?? '', initialPickerState);
  const warning = tabWarning(PICKER_PROVIDERS, state.tab, target);
  const { items, loading, lastPageLength } = usePickerItems({ provider: state.tab, filter: state.filter, page: state.page, pageSize, enabled: warning === null });
  const { choices, loading: choicesLoading } = usePickerChoices(state.tab, warning === null);
  const rows = warning ? [] : pickerRows(PICKER_PROVIDERS, target, items, state.edits);
  const fields = warning ? [] : PICKER_PROVIDERS.provider(state.tab).filters;

  useEffect(() => {
    if (state.closed) onClose();
  }, [state.closed, onClose]);

  return (
    <Dialog open onClose={() => dispatch({ type: 'closeRequested' })} maxWidth="lg" fullWidth aria-labelledby={TITLE_ID} slotProps={{ paper: { sx: { minHeight: '70vh' } } }}>
      <DialogTitle id={TITLE_ID}>{translate('picker.dialog.title')}</DialogTitle>
      <Tabs value={state.tab} onChange={(_, tab: string) => dispatch({ type: 'tabRequested', tab })} sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        {PICKER_PROVIDERS.names.map((name) => (
          <Tab key={name} value={name} label={translate(PICKER_PROVIDERS.provider(name).label)} />
        ))}
      </Tabs>
      <DialogContent>
        {fields.length > 0 && (
          <PickerFilterToolbar
            fields={fields}
            filter={state.filter}
            choices={choices}
            choicesLoading={choicesLoading}
            onChange={(filter) => dispatch({ type: 'filterChanged', filter })}
            onClean={() => dispatch({ type: 'filterCleared' })}
          />
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <PickerSelectedList selected={state.selected} onToggle={(entry) => dispatch({ type: 'itemClicked', entry })} onEdit={(entry) => dispatch({ type: 'editStarted', entry })} />
            {state.editing && (
              <PickerEditForm
                target={target}
                item={state.editing.item}
                onChange={(field, value) => dispatch({ type: 'editChanged', field, value })}
                onSave={() => dispatch({ type: 'editSaved' })}
                onCancel={() => dispatch({ type: 'editCancelled' })}
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <PickerItemsList
              rows={rows}
              warning={warning}
              loading={loading}
              showMore={showMoreVisible(lastPageLength, pageSize)}
              isSelected={(id) => isSelected(state, id)}
              onToggle={(entry) => dispatch({ type: 'itemClicked', entry })}
              onEdit={(entry) => dispatch({ type: 'editStarted', entry })}
              onShowMore={() => dispatch({ type: 'showMore' })}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch({ type: 'closeRequested' })}>{translate('picker.dialog.close')}</Button>
        <Button variant="contained" disabled={state.selected.length === 0} onClick={() => onConfirm(pickedItems(state.selected))}>
          {translate('picker.dialog.add')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={state.question !== null}
        title={`picker.confirm.${state.question ?? 'changes'}.title`}
        content={`picker.confirm.${state.question ?? 'changes'}.content`}
        confirm="picker.confirm.yes"
        cancel="picker.confirm.no"
        onConfirm={() => dispatch({ type: 'confirmed' })}
        onClose={() => dispatch({ type: 'declined' })}
      />
    </Dialog>
  );
}
