import { defineResource } from './defineResource.ts';
import { MARITAL_STATUS } from './enums.ts';
import { approval, date, enumeration, image, tags, text, textarea } from './fields.ts';
import { divorceNeedsMarriage } from './featureRules.ts';
import { deathNotBeforeBirth, personDerived } from './personRules.ts';

/**
 * People (spec 02 §3 person fields): the public figures contents are about (a content's `people`),
 * each with a profile page on the site: born and died, where buried, job, education, mission,
 * nationality, marital status with its marriage and divorce dates ('Divorce date cannot be entered
 * without a marriage date'), family and works as lists of names. `fullName` is computed from name
 * and surname on every save, and the link name from the full name when left empty; `age` (years at
 * death, or today) is computed from the dates where it is read, never stored, by `ageInYears`
 * (resources/personRules.ts), which the admin's form runs too; a date of death before the birth date
 * is refused (ours). The profile photo is required. server/people/README.md.
 */
export const people = defineResource({
  name: 'people',
  typeName: 'Person',
  permission: 'person',
  operations: { one: 'person', list: 'people', save: 'savePerson', delete: 'deletePerson' },
  siteScoped: true,
  fields: {
    fullName: text({ readOnly: true, list: true, search: true }),
    name: text({ required: true, maxLength: 100, search: true }),
    surname: text({ maxLength: 100, search: true }),
    nickName: text({ maxLength: 100, search: true }),
    linkName: text({ maxLength: 150, rules: ['slug'], helperText: 'people.hints.linkName' }),
    profilePhoto: image({ crops: [{ type: 'square', width: 600, height: 600 }], rules: ['profilePhoto'], list: true }),
    birthDate: date({ list: true }),
    deathDate: date({ rules: [deathNotBeforeBirth('birthDate')] }),
    burialPlace: text({ maxLength: 200 }),
    job: text({ maxLength: 200, list: true, search: true }),
    education: textarea({ maxLength: 1000 }),
    mission: textarea({ maxLength: 1000 }),
    nationality: text({ maxLength: 100 }),
    maritalStatus: enumeration(MARITAL_STATUS),
    marriageDate: date(),
    divorceDate: date({ rules: [divorceNeedsMarriage('marriageDate')] }),
    children: tags({ maxItems: 50 }),
    parents: tags({ maxItems: 10 }),
    siblings: tags({ maxItems: 50 }),
    descendants: tags({ maxItems: 100 }),
    foundedOrganizations: tags({ maxItems: 50 }),
    awards: tags({ maxItems: 100 }),
    books: tags({ maxItems: 100 }),
    about: textarea({ maxLength: 4000 }),
    isApproved: approval(),
  },
  hooks: { beforeChange: ({ data }) => ({ ...data, ...personDerived(data) }) },
  representation: 'fullName',
  sort: { field: 'fullName', order: 'ASC' },
});
