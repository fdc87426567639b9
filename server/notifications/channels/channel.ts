/**
 * A platform's way out (issue 30, "Real delivery per platform"): each channel makes the outbox rows of
 * its platforms for a notification and hands one row at a time to its service. The send engine
 * (notificationSend.ts) claims rows, calls `deliver` and records the outcome; a channel never writes
 * the outbox itself.
 */
import type { Db } from '../../db/client.ts';
import type { NotificationDeliveryRow } from '../notificationTables.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What goes out, the same for every platform; each channel shapes it for its service. */
export interface NotificationMessage {
  notificationId: number;
  siteId: number;
  title: string;
  body: string;
  /** Absolute (a site path is made absolute with the site's address). */
  url?: string;
  /** The site settings' flash-news cover when `useCoverImage`. */
  imageUrl?: string;
  isBreakingNews: boolean;
  audience: number;
  categoryIds: readonly number[];
  /** The notification's "only category followers" flag (the audience `categoryFollowers` means the same). */
  categoryFollowersOnly?: boolean;
  /** The newsletter channel for the mail platform. */
  mailChannelId?: number;
  /** ISO time the send began. */
  sentAt: string;
}

/**
 * What a service answered for one row:
 * - `sent`: accepted (2xx);
 * - `expired`: the target is gone for good (Web Push 404/410, FCM UNREGISTERED); the channel has removed it;
 * - `retry`: try again later (429, 5xx, a network error before the request was sent), after `retryAfterMs` when the service said;
 * - `failed`: refused for good (4xx other than the above), with the reason.
 */
export type DeliveryOutcome =
  | { kind: 'sent'; statusCode?: number }
  | { kind: 'expired'; statusCode?: number; reason: string }
  | { kind: 'retry'; statusCode?: number; retryAfterMs?: number; reason: string }
  | { kind: 'failed'; statusCode?: number; reason: string };

export interface NotificationChannel {
  /** The NOTIFICATION_PLATFORM values it delivers. */
  platforms: readonly number[];
  /**
   * Inserts the outbox rows (`notification_deliveries`) of `platform` for the notification, in the
   * send's transaction, with `ON CONFLICT DO NOTHING` (a second run adds nothing). Returns how many it made.
   */
  fanOut(tx: Tx, message: NotificationMessage, platform: number): Promise<number>;
  /** Hands one row to its service. Never throws: every failure is an outcome. */
  deliver(row: NotificationDeliveryRow, message: NotificationMessage): Promise<DeliveryOutcome>;
  /** Releases what it holds (connections, pools). */
  close?(): Promise<void>;
}
