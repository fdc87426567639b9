import { eitherOf, ownRecord, permission } from './access.ts';
import { defineResource } from './defineResource.ts';
import { approval, email, references, text, url } from './fields.ts';

/**
 * Users (spec 01 §3, §4): 200 per page, filtered by approval, search, sites and roles. The table is
 * the platform's own (sign-in needs it), adopted by the engine. The e-mail is the sign-in name, so
 * it is unique ("a user already added cannot be added again") and stored lower-cased. Approval is
 * changed by `changeUsersApprovalStatus`, which records who and when; changing it needs
 * `user.approve`, and changing the e-mail (the sign-in name), sites or roles `user.permissions`
 * (they decide who signs in where and what the user may do).
 */
export const users = defineResource({
  name: 'users',
  typeName: 'User',
  permission: 'user',
  operations: { one: 'user', list: 'users', save: 'saveUser', approval: 'changeUsersApprovalStatus' },
  browserOperationNames: { one: 'GetUser', list: 'GetUsers', save: 'SaveUser', approval: 'ChangeUsersApprovalStatus' },
  siteScoped: false,
  existingTable: true,
  access: {
    // Anyone signed in reads their own record; the rest need user.view.
    read: eitherOf(permission('user.view'), ownRecord),
    fields: {
      email: { update: permission('user.permissions') },
      sites: { update: permission('user.permissions') },
      roles: { update: permission('user.permissions') },
      isApproved: { update: permission('user.approve') },
    },
  },
  pageSize: 200,
  fields: {
    name: text({ required: true, maxLength: 150, list: true, search: true }),
    username: text({ required: true, maxLength: 100, list: true, search: true }),
    email: email({ required: true, list: true, search: true }),
    department: text({ maxLength: 150, list: true, search: true }),
    picture: url('absolute'),
    sites: references('sites', { textIds: true, list: true, filter: true }),
    roles: references('roles', { textIds: true, list: true, filter: true }),
    isApproved: approval({ defaultValue: false }),
  },
  // Sessions are built from users (their roles and sites): the next request must see the change.
  hooks: { afterChange: ({ invalidateSessions }) => invalidateSessions() },
  representation: 'name',
  unique: [['email']],
  sort: { field: 'name', order: 'ASC' },
});
