import { defineResource } from '../../../resources/defineResource.ts';
import { AUTHOR_TYPE, WEEKDAY } from '../../../resources/enums.ts';
import {
  approval,
  boolean,
  color,
  date,
  dateTime,
  email,
  enumeration,
  image,
  number,
  object,
  orderedList,
  phone,
  reference,
  references,
  socialHandle,
  text,
  textarea,
  url,
} from '../../../resources/fields.ts';

const label = (name: string) => ({ label: `lowcode.sample.fields.${name}` });
const subLabel = (parent: string, name: string) => ({ label: `lowcode.sample.subFields.${parent}.${name}` });

/** One field of every kind (and every rule the kinds bring), for the field control stories. */
export const sampleResource = defineResource({
  name: 'lowcodeSamples',
  typeName: 'LowcodeSample',
  permission: 'author',
  operations: { one: 'lowcodeSample', list: 'lowcodeSamples', save: 'saveLowcodeSample' },
  siteScoped: true,
  fields: {
    name: text({ ...label('name'), required: true, maxLength: 100, list: true, search: true }),
    about: textarea({ ...label('about'), maxLength: 500 }),
    order: number({ ...label('order'), required: true }),
    ratio: number({ ...label('ratio'), min: 1, integer: false }),
    isSportsEnabled: boolean(label('isSportsEnabled')),
    isApproved: approval(label('isApproved')),
    authorType: enumeration(AUTHOR_TYPE, { ...label('authorType'), required: true }),
    weekdays: enumeration(WEEKDAY, { ...label('weekdays'), multiple: true }),
    color: color(label('color')),
    url: url('any', label('url')),
    iconUrl: url('absolute', label('iconUrl')),
    link: url('relative', label('link')),
    email: email(label('email')),
    twitter: socialHandle('twitter', label('twitter')),
    facebook: socialHandle('facebook', label('facebook')),
    instagram: socialHandle('instagram', label('instagram')),
    youtube: socialHandle('youtube', label('youtube')),
    tiktok: socialHandle('tiktok', label('tiktok')),
    phone: phone(label('phone')),
    birthDate: date({ ...label('birthDate'), required: true }),
    publishDate: dateTime({ ...label('publishDate'), required: true, notInPast: true }),
    signature: reference('signatures', { ...label('signature'), required: true }),
    signatures: references('signatures', label('signatures')),
    profilePhoto: image({
      ...label('profilePhoto'),
      crops: [
        { type: 'square', width: 600, height: 600 },
        { type: 'horizontal', width: 1200, height: 675 },
      ],
      rules: ['profilePhoto', 'validCropSettings'],
    }),
    coverImage: image({ ...label('coverImage'), requireDescription: true, rules: ['hasCoverImage'] }),
    options: object(
      'LowcodeSampleOptions',
      {
        isSportsEnabled: boolean(subLabel('options', 'isSportsEnabled')),
        label: text({ ...subLabel('options', 'label'), maxLength: 20 }),
      },
      label('options'),
    ),
    slots: orderedList(
      'LowcodeSampleSlot',
      {
        day: enumeration(WEEKDAY, { ...subLabel('slots', 'day'), required: true }),
        start: text({ ...subLabel('slots', 'start'), required: true }),
        end: text(subLabel('slots', 'end')),
      },
      { ...label('slots'), minItems: 1 },
    ),
  },
  representation: 'name',
});

export type SampleField = keyof typeof sampleResource.fields & string;
