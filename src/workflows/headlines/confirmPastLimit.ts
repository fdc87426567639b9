import type { AlertStore } from '../../alerts/alertStore.ts';
import type { Headline } from './headlineMethods.ts';
import { shownCount } from './headlineOrder.ts';

/**
 * Every way of adding items to a headline asks this first: within the type's item count it is
 * yes at once; past it the editor is told the limit and how many would not show, and confirms.
 */
export async function confirmPastLimit(alerts: Pick<AlertStore, 'confirm'>, headline: Headline, adding: number): Promise<boolean> {
  const limit = shownCount(headline);
  const count = headline.items.filter((item) => !item.auto).length;
  if (adding <= 0 || count + adding <= limit) return true;
  return alerts.confirm({
    type: 'warning',
    title: 'headlines.pastLimit.title',
    message: 'headlines.pastLimit.message',
    values: { name: headline.headlineType.name ?? '', limit, count, adding, hidden: count + adding - limit },
    confirmLabel: 'headlines.pastLimit.confirm',
  });
}
