/** The newsletter's jobs (server/mailing/README.md, "Sending"): prepare, deliver, the recurring sweep, and the sign-up's confirmation mail. */
import type { FeatureEnvironment, FeatureJobs } from '../serverFeature.ts';
import { CONFIRMATION_JOB, sendConfirmation, type ConfirmationPayload } from './mailingConfirmation.tsx';
import { deliverMailing, sweepMailings } from './mailingDeliver.ts';
import { DELIVER_MAILING_JOB, prepareMailingSend, SEND_MAILING_JOB, SWEEP_MAILINGS_JOB, type SendPayload } from './mailingSend.ts';

/** The jobs work the outbox as the server's configuration says (`config.mailingSend`, MAILING_SEND_*). */
export function mailingJobs(environment: Pick<FeatureEnvironment, 'db' | 'services' | 'config'>): FeatureJobs {
  const { db } = environment;
  const options = environment.config.mailingSend;
  const mail = environment.services.mail;
  const deliver = { db, mail, publicUrl: environment.config.publicUrl, options };
  return {
    handlers: {
      [SEND_MAILING_JOB]: (payload: SendPayload) => prepareMailingSend(db, payload, mail.from, options),
      [DELIVER_MAILING_JOB]: (payload: { mailingId: number }) => deliverMailing(deliver, payload.mailingId),
      [SWEEP_MAILINGS_JOB]: () => sweepMailings(deliver),
      [CONFIRMATION_JOB]: (payload: ConfirmationPayload) => sendConfirmation(deliver, payload),
    },
    recurring: [{ name: SWEEP_MAILINGS_JOB, everyMs: options.sweepEveryMs }],
  };
}
