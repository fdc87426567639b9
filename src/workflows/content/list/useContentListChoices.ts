import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppDataProvider } from '../../../providers/useAppDataProvider.ts';

const NONE: never[] = [];
// The choices change rarely: the list opened again uses what it read.
const CHOICES = { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } as const;

/** The editors and categories of the site: the filters' choices and the names the columns show. */
export function useContentListChoices() {
  const dataProvider = useAppDataProvider();
  const editors = useQuery({ queryKey: ['contentEditors'], queryFn: () => dataProvider.getContentEditors(), ...CHOICES });
  const categories = useQuery({ queryKey: ['contentCategories'], queryFn: () => dataProvider.getContentCategories(), ...CHOICES });
  return useMemo(() => {
    const editorList = editors.data ?? NONE;
    const categoryList = (categories.data ?? NONE).map((category) => ({ id: category.id, name: category.displayName || category.name }));
    return {
      editors: editorList,
      categories: categoryList,
      editorName: new Map(editorList.map((user) => [user.id, user.name])),
      categoryName: new Map(categoryList.map((category) => [category.id, category.name])),
    };
  }, [editors.data, categories.data]);
}

export type ContentListChoiceLists = ReturnType<typeof useContentListChoices>;
