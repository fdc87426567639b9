/** What other workflows use of the content picker: its dialog and what it hands back. */
export { ContentPickerDialog, type PickedItem } from './ContentPickerDialog.tsx';
