import type { ResourceScreenOverrides } from '../../lowcode/screenOverrides.ts';
import { CategoryForm } from './CategoryForm.tsx';

/** Categories: the generated list, with forms that propose the link name and display name from the name. */
export const categoryScreens: ResourceScreenOverrides = { create: CategoryForm, edit: CategoryForm };
