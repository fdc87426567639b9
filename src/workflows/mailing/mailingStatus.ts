/** The report's counts the old lists show, in this order. */
export const REPORT_COUNTS = ['recipients', 'sent', 'failed', 'bounced', 'unknown', 'unsubscribed'] as const;

/** The counts a newsletter's status line reads of its report. */
export interface StatusReport {
  recipients: number;
  sent: number;
  failed: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A status's words: a sent newsletter with failures is "sent with N failures", never plain "sent";
 * a sending one shows how far it got (sent of recipients). Without a report, the status's name.
 */
export function mailingStatusText(translate: Translate, key: string, report?: StatusReport | null): string {
  if (key === 'sent' && report && report.failed > 0) return translate('mailingScreens.status.sentWithFailures', { smart_count: report.failed });
  if (key === 'sending' && report) return translate('mailingScreens.status.sendingProgress', { sent: report.sent, recipients: report.recipients });
  return translate(`mailing.status.${key}`);
}
