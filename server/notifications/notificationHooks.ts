/**
 * The server's part of `saveNotification` beyond the declaration (which makes a new notification
 * scheduled; the engine's save does rules, version and audit): a notification whose send has begun
 * (sending, finished) or that was canceled is not changed (CONFLICT), and a scheduled one's send job
 * is queued at its date in the save's transaction (notificationSend.ts).
 */
import type { ServerValues, WriteEffect } from '../engine/resourceHooks.ts';
import { queueNotificationSend } from './notificationSend.ts';
import { refuseOnceBegun } from './notificationWrites.ts';

export const notificationServerValues: ServerValues = async (_tx, data, existing, context) => {
  if (existing) refuseOnceBegun(existing, context.language);
  return data;
};

/** A moved date queues a job of its own; the old one finds another date and does nothing. */
export const queueSendAfterWrite: WriteEffect = ({ tx }, row) => queueNotificationSend(tx, row);
