/**
 * The seeded roles' names (resources/permissionCatalogue.ts) in each language: the `roles` query
 * answers in the request's language, so pickers, list cells and the permission matrix read Turkish
 * in the Turkish screens. A role whose stored name was changed keeps that name.
 */
import { ROLES } from './permissionCatalogue.ts';

const en: Readonly<Record<string, string>> = Object.fromEntries(ROLES.map(({ id, name }) => [id, name]));

const tr: Readonly<Record<string, string>> = {
  '1': 'Yönetici',
  '2': 'Editör',
  '3': 'Ajans editörü',
  '4': 'Okur',
  '5': 'Muhabir',
  '6': 'Genel yayın yönetmeni',
};

export const ROLE_NAMES = { en, tr } as const;

/** A role's name in `language`: the seeded name's translation, or the stored name as it is. */
export function roleName(role: { id: string; name: string }, language: keyof typeof ROLE_NAMES): string {
  return role.name === en[role.id] ? (ROLE_NAMES[language][role.id] ?? role.name) : role.name;
}
