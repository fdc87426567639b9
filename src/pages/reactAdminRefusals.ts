/** react-admin's pages for a refused access and a failed authentication check, loaded when one is shown. */
export { AccessDenied, AuthenticationError } from 'react-admin';
