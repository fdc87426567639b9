/** What other layers may use of the newsletters: the mail service the app starts. Another feature imports only this file of the folder. */
export { startMailService, type MailService } from './delivery/mailService.ts';
