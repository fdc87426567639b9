import { namedApprovalList } from './namedApprovalList.ts';

/** Sources (spec 02 §3): a name plus the approved flag. */
export const sources = namedApprovalList({ name: 'sources', typeName: 'Source', permission: 'source', deletable: true });
