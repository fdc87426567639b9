import type { ResourceScreenOverrides } from '../../lowcode/screenOverrides.ts';
import { PersonForm } from './PersonForm.tsx';
import { PersonList } from './PersonList.tsx';

/** People: the generated screen with its list columns in an editor's order and the form grouped, the age beside the dates. */
export const personScreens: ResourceScreenOverrides = { list: PersonList, create: PersonForm, edit: PersonForm, dialogWidth: 'md' };
