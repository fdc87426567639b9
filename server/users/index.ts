/** What other features use of users: who administers a site (the permission matrix and site settings keep one). */
export { ADMINISTRATION, lockAdministration, sitesWithoutAdministrator } from './siteAdministrators.ts';
