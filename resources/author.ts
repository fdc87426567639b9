import { defineResource } from './defineResource.ts';
import { fullNameOf } from './personRules.ts';
import { AUTHOR_TYPE } from './enums.ts';
import { approval, email, enumeration, image, number, phone, references, socialHandle, text, textarea } from './fields.ts';


/**
 * Authors (spec 01 §3, 02 §3). `fullName` is computed from name and surname on every save (the
 * beforeChange hook) and stored, so lists search and sort on it. The profile photo is required ('please upload profile
 * photo') and cut square and horizontal. `author(id, siteId)` may read another site's author. The phone
 * (ours: the spec's person fields name none) is the desk's way to reach the author, typed as the
 * catalogue's phone-like value (an optional + then digits); it is never delivered to the sites.
 */
export const authors = defineResource({
  name: 'authors',
  typeName: 'Author',
  permission: 'author',
  operations: { one: 'author', list: 'authors', save: 'saveAuthor', delete: 'deleteAuthor' },
  oneOnAnySite: true,
  siteScoped: true,
  fields: {
    fullName: text({ readOnly: true, list: true, search: true }),
    name: text({ required: true, maxLength: 100, search: true }),
    surname: text({ required: true, maxLength: 100, search: true }),
    nickName: text({ maxLength: 100, search: true }),
    linkName: text({ required: true, maxLength: 150 }),
    authorType: enumeration(AUTHOR_TYPE, { required: true, list: true, filter: true }),
    categories: references('categories', { list: true, filter: true }),
    email: email({ list: true }),
    phone: phone({ helperText: 'resources.authors.helpers.phone' }),
    about: textarea({ maxLength: 2000 }),
    twitter: socialHandle('twitter'),
    facebook: socialHandle('facebook'),
    instagram: socialHandle('instagram'),
    profilePhoto: image({
      crops: [
        { type: 'square', width: 600, height: 600 },
        { type: 'horizontal', width: 1200, height: 675 },
      ],
      rules: ['profilePhoto'],
      list: true,
    }),
    order: number({ defaultValue: 0, rules: ['orderNotEmpty'], list: true }),
    isApproved: approval(),
  },
  hooks: { beforeChange: ({ data }) => ({ ...data, fullName: fullNameOf(data) }) },
  representation: 'fullName',
  unique: [['linkName']],
  sort: { field: 'order', order: 'ASC' },
});
