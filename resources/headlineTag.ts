import { namedApprovalList } from './namedApprovalList.ts';

/** Headline tags (spec 02 §3): a name plus the approved flag. */
export const headlineTags = namedApprovalList({ name: 'headlineTags', typeName: 'HeadlineTag', permission: 'headlineTag' });
