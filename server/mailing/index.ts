/** What other layers may use of the newsletters: the mail service the app starts, and what the notifications' mail channel shares with the newsletter's send. Another feature imports only this file of the folder. */
export { startMailService, type MailService } from './delivery/mailService.ts';
export { smtpOutcome, type SmtpOutcome } from './delivery/smtpOutcome.ts';
export { unsubscribeUrl } from './mailingDeliver.ts';
export { messageDomain } from './mailingSend.ts';
export { mailingSubscribers } from './mailingTables.ts';
