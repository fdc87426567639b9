import { eitherOf, permission } from './access.ts';
import { namedApprovalList } from './namedApprovalList.ts';

/**
 * A newsletter's channel (spec 02 §3: "Channels include morning notes, what should we watch, sunday
 * supplement, book supplement"): a settings list of names with the approved flag, per site. Read by
 * whoever may see current or old newsletters; written under `mailing.save`, deleted under
 * `mailing.delete` (refused while a newsletter names it).
 */
export const mailingChannels = namedApprovalList({
  name: 'mailingChannels',
  typeName: 'MailingChannel',
  permission: 'mailing',
  deletable: true,
  access: { read: eitherOf(permission('mailing.view'), permission('mailingOld.view')) },
});

/** The spec's four channels, seeded on every demo site in the site's language. */
export const MAILING_CHANNEL_NAMES = [
  { tr: 'Sabah Notları', en: 'Morning notes' },
  { tr: 'Ne İzlesek', en: 'What should we watch' },
  { tr: 'Pazar Eki', en: 'Sunday supplement' },
  { tr: 'Kitap Eki', en: 'Book supplement' },
] as const;
