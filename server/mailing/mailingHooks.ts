/**
 * The server's part of `saveMailing` beyond the declaration (which makes a new mailing a draft and
 * numbers its items; the engine's save does rules, version and audit): a mailing whose send has
 * begun is not changed, and the send date keeps the configured lead time whenever it is set or the
 * mailing waits to be sent.
 */
import { serviceOf } from '../context.ts';
import type { ServerValues } from '../engine/resourceHooks.ts';
import { PENDING, refuseOnceSending, requireLeadTime } from './mailingRow.ts';

const sameTime = (a: unknown, b: unknown) => {
  const time = (value: unknown) => (value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN);
  return time(a) === time(b);
};

export const mailingServerValues: ServerValues = async (_tx, data, existing, context) => {
  if (existing) refuseOnceSending(existing, context.language);
  if (!existing || existing.status === PENDING || !sameTime(data.sendDate, existing.sendDate)) requireLeadTime(data.sendDate, context.language, serviceOf(context, 'mail').minLeadMinutes);
  return data;
};
