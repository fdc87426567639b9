import { usePermissionCheck } from '../../routes/usePermissionCheck.ts';
import type { PermissionCheck } from '../../routes/routeTypes.ts';
import { AddFromPickerButton } from './AddFromPickerButton.tsx';
import { BoardFrame } from './BoardFrame.tsx';
import { shownCount } from './headlineOrder.ts';
import { HeadlineCardMenu } from './HeadlineCardMenu.tsx';
import { HeadlineCategorySelect, useHeadlineCategory } from './HeadlineCategorySelect.tsx';
import { HeadlineCardList, HeadlineColumn } from './HeadlineColumn.tsx';
import { SortableHeadlineList } from './SortableHeadlineList.tsx';
import { useHeadlineBoard } from './useHeadlineBoard.ts';
import { useIdleRedirect } from './useIdleRedirect.ts';

/**
 * The headline board (headline/list, spec 02 §2, §4): a column per headline type of the chosen
 * category, reordered by drag and drop, each card with its actions, kept live as other editors
 * change it; ten minutes idle and the page goes to the homepage.
 */
export default function HeadlineBoard({ can: givenCan, idleSeconds }: { can?: PermissionCheck; idleSeconds?: number }) {
  const sessionCan = usePermissionCheck();
  const can = givenCan ?? sessionCan;
  useIdleRedirect(idleSeconds);
  const { categories, error: categoriesError, categoryId, setCategoryId } = useHeadlineCategory();
  const board = useHeadlineBoard(categoryId);
  const canWrite = Boolean(can?.('headline.save'));
  const canRemove = Boolean(can?.('headline.delete'));
  return (
    <BoardFrame
      title="headlines.title"
      toolbar={categories && categories.length > 0 && <HeadlineCategorySelect categories={categories} value={categoryId} onChange={setCategoryId} />}
      headlines={board.headlines}
      loading={board.loading || !categories}
      error={categoriesError ?? board.error}
      placeholder={categories?.length === 0 ? 'headlines.noCategories' : undefined}
      column={(headline) => (
        <HeadlineColumn
          key={headline.id}
          headline={headline}
          toolbar={canWrite && <AddFromPickerButton headline={headline} change={board.change} />}
          pendingActionsOf={canWrite ? (item) => <HeadlineCardMenu headline={headline} item={item} change={board.change} canRemove={canRemove} /> : undefined}
          live={
            !canWrite ? (
              <HeadlineCardList items={headline.items} itemCount={shownCount(headline)} empty="headlines.column.empty" />
            ) : (
            <SortableHeadlineList
              items={headline.items}
              itemCount={shownCount(headline)}
              onMove={(itemId, afterItemId) => board.move({ headline, itemId, afterItemId })}
              actionsOf={(item) => <HeadlineCardMenu headline={headline} item={item} change={board.change} canRemove={canRemove} />}
            />
            )
          }
        />
      )}
    />
  );
}
