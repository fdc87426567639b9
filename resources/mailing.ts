import { eitherOf, permission } from './access.ts';
import { defineResource } from './defineResource.ts';
import { MAILING_STATUS, MAILING_STATUS_VALUE, MAILING_TYPE } from './enums.ts';
import { boolean, dateTime, enumeration, number, orderedList, reference, text } from './fields.ts';
import { contentNotRepeated, validDateTime } from './mailingRules.ts';
import { PICKER_EDIT_FIELDS } from './picker/pickerEditFields.ts';

/**
 * A newsletter item: the content picker's MailingItem (resources/picker/pickerItems.ts) as the
 * picker builds it from a recipe or one of our contents, its title, spot and page under the picker
 * edit form's rules (labelled as the newsletter's fields). `order` is the item's place, written by the server from the list's order;
 * the picker's `mailingId` is the newsletter the item is in, so it is not stored per item.
 */
const pickerField = (name: 'title' | 'spot' | 'contentUrl') => ({ ...PICKER_EDIT_FIELDS.mailing[name]!, label: undefined });

/** The status a new mailing starts in. */
export const MAILING_DRAFT = MAILING_STATUS_VALUE.draft;

export const MAILING_ITEM_FIELDS = {
  title: pickerField('title'),
  spot: pickerField('spot'),
  contentUrl: pickerField('contentUrl'),
  contentId: text({ required: true, maxLength: 50 }),
  contentDate: dateTime(),
  contentTypeId: number({ min: 0 }),
  imageUrl: text({ maxLength: 500 }),
  isChiefSelection: boolean(),
  order: number({ min: 1 }),
};

/**
 * Newsletters (spec 02 §3, §4, §5): current ones (drafts and upcoming) and old ones (sending and
 * sent) are one table, told apart by `status`, which only the server writes (created draft,
 * `scheduleMailing` → pending; the send → sending, sent). Read by whoever may see current or old
 * newsletters; the delivery counts are copied on the row when a send finishes.
 * server/mailing/README.md says what the server adds.
 */
export const mailings = defineResource({
  name: 'mailings',
  typeName: 'Mailing',
  permission: 'mailing',
  operations: { one: 'mailing', list: 'mailings', save: 'saveMailing' },
  siteScoped: true,
  access: { read: eitherOf(permission('mailing.view'), permission('mailingOld.view')) },
  fields: {
    title: text({ required: true, maxLength: 200, list: true, search: true }),
    channelId: reference('mailingChannels', { required: true, list: true, filter: true }),
    type: enumeration(MAILING_TYPE, { required: true, defaultValue: 1, list: true, filter: true }),
    status: enumeration(MAILING_STATUS, { readOnly: true, list: true, filter: true }),
    sendDate: dateTime({ required: true, list: true, filter: true, rules: [validDateTime()] }),
    items: orderedList('MailingItem', MAILING_ITEM_FIELDS, { minItems: 1, rules: [contentNotRepeated()] }),
    userSpecificTitle: text({ maxLength: 200 }),
    articlesOfTheDay: boolean(),
    recipientCount: number({ readOnly: true }),
    sentCount: number({ readOnly: true }),
    failedCount: number({ readOnly: true }),
    unknownCount: number({ readOnly: true }),
    startedAt: dateTime({ readOnly: true }),
    finishedAt: dateTime({ readOnly: true }),
  },
  representation: 'title',
  sort: { field: 'sendDate', order: 'DESC' },
  paging: 'keyset',
  hooks: {
    // A new mailing is a draft; the items are numbered from 1 in the order given.
    beforeChange: ({ data, originalDoc }) => ({
      ...data,
      status: originalDoc ? originalDoc.status : MAILING_DRAFT,
      items: Array.isArray(data.items) ? data.items.map((item, index) => ({ ...(item as object), order: index + 1 })) : data.items,
    }),
  },
});
