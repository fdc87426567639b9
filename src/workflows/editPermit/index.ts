/** What other workflows use of edit permits: the bar over an edited record, its permit, and the holders shown in a list. */
export { EditPermitBar } from './EditPermitBar.tsx';
export { useEditPermit, type EditPermitState } from './useEditPermit.ts';
export { useEditPermitHolders } from './useEditPermitHolders.ts';
