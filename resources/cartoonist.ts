import { namedApprovalList } from './namedApprovalList.ts';

/** Cartoonists (spec 02 §3): a name plus the approved flag. */
export const cartoonists = namedApprovalList({ name: 'cartoonists', typeName: 'Cartoonist', permission: 'cartoonist' });
