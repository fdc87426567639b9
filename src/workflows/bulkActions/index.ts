/** What other workflows use of bulk actions: the bar over a list's chosen rows, with its confirmation and report. */
export { ListBulkActions, useOfferedBulkChoices, type BulkActionChoice, type ListBulkActionsProps } from './ListBulkActions.tsx';
