/** What other features use of agency copy: the desk's list of agency items (the content picker's agency source). */
export { listAgencyContents } from './desk/agencyLists.ts';
