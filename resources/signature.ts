import { namedApprovalList } from './namedApprovalList.ts';

/** Signatures (spec 02 §3): a name plus the approved flag. */
export const signatures = namedApprovalList({ name: 'signatures', typeName: 'Signature', permission: 'signature' });
