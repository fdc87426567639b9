/**
 * A server process that only runs the newsletter's jobs (no HTTP, no migrations, no seed) against
 * DATABASE_URL, configured by the environment like the server (SMTP_URL, MAILING_SEND_*, JOBS_*):
 * tests/server/mailingCrash.spec.ts starts several and kills one mid-send. It tells its parent
 * `ready` once its runner claims jobs.
 */
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { startJobRunner } from '../../../server/jobs/jobRunner.ts';
import { startMailService } from '../../../server/mailing/delivery/mailService.ts';
import { mailingJobs } from '../../../server/mailing/mailingJobs.ts';
import type { FeatureEnvironment } from '../../../server/serverFeature.ts';

const config = loadConfig(process.env);
if (!config.databaseUrl) throw new Error('The mailing worker needs DATABASE_URL (PostgreSQL)');
const log = (message: string) => console.warn(`mailing worker ${process.pid}: ${message}`);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const mail = await startMailService(config.mail, { db: database.db, dataDir: config.dataDir, log });
const environment = { db: database.db, config, services: { mail, mailingSend: config.mailingSend }, log } as unknown as FeatureEnvironment;
const jobs = mailingJobs(environment);
const { retention: _retention, ...runnerOptions } = config.jobs;
const runner = await startJobRunner(database.db, jobs.handlers, { ...runnerOptions, recurring: jobs.recurring, log });
process.send?.({ ready: runner.workerId });

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  void runner
    .stop()
    .then(() => mail.close())
    .then(() => database.close())
    .finally(() => process.exit(0));
}
// Asked to, or left alone by a parent that ended.
process.once('SIGTERM', stop);
process.once('disconnect', stop);
