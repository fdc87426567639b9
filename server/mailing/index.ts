/** What other layers may use of the newsletters: the lead time the admin is told. Another feature imports only this file of the folder. */
export { mailingMinLeadMinutes } from './leadTime.ts';
