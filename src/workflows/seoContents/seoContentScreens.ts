import { createElement } from 'react';
import type { ResourceScreenOverrides } from '../../lowcode/screenOverrides.ts';
import { ResourceForm, type ResourceFormProps } from '../../lowcode/screens/ResourceForm.tsx';
import { SEO_CONTENT_INPUTS } from './seoContentInputs.tsx';
import { SeoContentList } from './SeoContentList.tsx';

/** The generated form with the SEO contents' own inputs (subject titles with inline add, SEO length feedback, Arabic right to left). */
const SeoContentForm = (props: ResourceFormProps) => createElement(ResourceForm, { ...props, inputs: SEO_CONTENT_INPUTS });

/** The four SEO contents' screens (hadith, dream interpretation, dua, fatwa): one set of overrides. */
export const seoContentScreens: ResourceScreenOverrides = {
  list: SeoContentList,
  edit: SeoContentForm,
  create: SeoContentForm,
  dialogWidth: 'md',
};
