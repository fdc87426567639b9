/** What other workflows use of the handbook: the gate before the content writes that need it accepted. */
export { HandbookGate, useHandbookRefusal } from './HandbookGate.tsx';
