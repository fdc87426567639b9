/** A user as GetUser / GetUsers answer it, for specs of the users' screens. */
export const userRecord = {
  id: '7',
  version: 3,
  name: 'Deniz Muhabir',
  username: 'deniz',
  email: 'deniz@newsroom.example',
  department: 'Haber',
  picture: null,
  sites: ['4'],
  roles: ['5'],
  isApproved: true,
  createdUserId: '1',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedUserId: null,
  updatedDate: null,
};
