/** What other workflows use of socialMedia: the content editor's share panel. */
export { SocialSharesInput } from './SocialSharesInput.tsx';
