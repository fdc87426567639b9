import { MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useGetList, useStore, useTranslate } from 'react-admin';

const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The headline category the board shows, remembered for the next visit (react-admin's store); the
 * first category until one is chosen, or when the remembered one is gone.
 */
export function useHeadlineCategory(): {
  categories: { id: string; name: string }[] | undefined;
  /** Why the categories did not come (a refusal: the board says which permission it needs). */
  error: unknown;
  categoryId: string | undefined;
  setCategoryId(id: string): void;
} {
  const { data, error } = useGetList<{ id: string; name: string }>('headlineCategories', ALL);
  const [remembered, setCategoryId] = useStore<string | undefined>('headlines.categoryId', undefined);
  const known = data?.some((category) => String(category.id) === remembered);
  const categoryId = known ? remembered : data?.[0] && String(data[0].id);
  useEffect(() => {
    if (data && !known && categoryId !== undefined) setCategoryId(categoryId);
  }, [data, known, categoryId, setCategoryId]);
  return { categories: data, error, categoryId, setCategoryId };
}

export function HeadlineCategorySelect({ categories, value, onChange }: { categories: readonly { id: string; name: string }[]; value: string | undefined; onChange(id: string): void }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={translate('headlines.category')} value={value ?? ''} onChange={(event) => onChange(event.target.value)} sx={{ width: 280 }}>
      {categories.map((category) => (
        <MenuItem key={category.id} value={String(category.id)}>
          {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
