/** The demo accounts of the embedded OpenID provider (README.md, "Demo accounts"). */
export const DEMO_PASSWORD = 'newsroom';

export interface DemoUser {
  email: string;
  name: string;
  username: string;
  department: string;
  roles: string[];
  sites: string[];
  isApproved: boolean;
  /** What signing in as this account shows; printed at start. */
  can: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@newsroom.example',
    name: 'Ada Yönetici',
    username: 'admin',
    department: 'Bilgi işlem',
    roles: ['1'],
    sites: ['1', '2', '3', '4', '5'],
    isApproved: true,
    can: 'everything on every site, including users and the permission matrix',
  },
  {
    email: 'chief@newsroom.example',
    name: 'Cem Şef',
    username: 'chief',
    department: 'Yazı işleri',
    roles: ['6'],
    sites: ['1', '4', '5'],
    isApproved: true,
    can: 'editor in chief: all editorial work, headline kick, settings lists, reads users',
  },
  {
    email: 'editor@newsroom.example',
    name: 'Elif Editör',
    username: 'editor',
    department: 'Yazı işleri',
    roles: ['2'],
    sites: ['1', '4', '5'],
    isApproved: true,
    can: 'content, headlines, agency and archive; no user administration',
  },
  {
    email: 'agency@newsroom.example',
    name: 'Ajans Masası',
    username: 'agency',
    department: 'Ajans masası',
    roles: ['3'],
    sites: ['4'],
    isApproved: true,
    can: 'only the agency desk (agency.view), site 4 only',
  },
  {
    email: 'reporter@newsroom.example',
    name: 'Rıza Muhabir',
    username: 'reporter',
    department: 'Yazı işleri',
    roles: ['5'],
    sites: ['4'],
    isApproved: true,
    can: 'reporter: writes news and video only (another type\'s editor says so), reads the agency and archive',
  },
  {
    email: 'reader@newsroom.example',
    name: 'Rana Okur',
    username: 'reader',
    department: 'Pazarlama',
    roles: ['4'],
    sites: ['4'],
    isApproved: true,
    can: 'signs in but has no permission (lands on /unauthorized)',
  },
  {
    email: 'inactive@newsroom.example',
    name: 'Pasif Kullanıcı',
    username: 'inactive',
    department: 'Yazı işleri',
    roles: ['2'],
    sites: ['4'],
    isApproved: false,
    can: 'signs in, but the API refuses an inactive user (/unauthorized-user)',
  },
];

/** The demo accounts as the servers print them at start: e-mail, password, what each can do. */
export function demoAccountsTable(): string {
  const rows = DEMO_USERS.map((user) => [user.email, DEMO_PASSWORD, user.can]);
  const header = ['e-mail', 'password', 'can'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
