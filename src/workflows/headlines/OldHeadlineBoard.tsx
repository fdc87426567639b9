import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { shownCount } from './headlineOrder.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { BoardFrame } from './BoardFrame.tsx';
import { HeadlineCategorySelect, useHeadlineCategory } from './HeadlineCategorySelect.tsx';
import { HeadlineCardList, HeadlineColumn } from './HeadlineColumn.tsx';
import { MomentField } from '../../controls/dateTime/MomentField.tsx';


/**
 * The old headlines (headline-old/list, spec 02 §2): the board of a category as it was at a date
 * and time the editor picks, read-only (every change is kept by the server).
 */
export default function OldHeadlineBoard() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { categories, error: categoriesError, categoryId, setCategoryId } = useHeadlineCategory();
  const [typed, setTyped] = useState<Date | null>(() => new Date());
  const [at, setAt] = useState<string>();
  const old = useQuery({
    queryKey: ['oldHeadlines', categoryId, at],
    queryFn: () => dataProvider.getOldHeadlines(at!, categoryId!),
    enabled: at !== undefined && categoryId !== undefined,
  });
  const valid = typed !== null;
  return (
    <BoardFrame
      title="headlines.oldTitle"
      toolbar={
        <>
          {categories && categories.length > 0 && <HeadlineCategorySelect categories={categories} value={categoryId} onChange={setCategoryId} />}
          <MomentField size="small" label={translate('headlines.old.at')} value={typed} onChange={setTyped} width={240} />
          <Button variant="contained" disabled={!valid} onClick={() => typed && setAt(typed.toISOString())}>
            {translate('headlines.old.show')}
          </Button>
        </>
      }
      headlines={old.data}
      loading={old.isPending}
      error={categoriesError ?? old.error}
      placeholder={categories?.length === 0 ? 'headlines.noCategories' : at === undefined ? 'headlines.old.pick' : undefined}
      column={(headline) => (
        <HeadlineColumn
          key={headline.id}
          headline={headline}
          withoutPending
          live={<HeadlineCardList items={headline.items} itemCount={shownCount(headline)} empty="headlines.old.empty" />}
        />
      )}
    />
  );
}
