import { namedApprovalList } from './namedApprovalList.ts';

/** Headline categories (spec 02 §3): a name, unique on the site (02 §5), plus the approved flag. */
export const headlineCategories = namedApprovalList({ name: 'headlineCategories', typeName: 'HeadlineCategory', permission: 'headlineCategoryList', deletable: true });
