import type { ResourceHooks } from '../engine/resourceHooks.ts';
import { defineServerFeature } from '../serverFeature.ts';
import { editPermitModule } from './editPermitModule.ts';
import { holdForWrite } from './permitGuard.ts';
import { permitJobs } from './permitJobs.ts';
import { PERMIT_RESOURCES } from './permitResources.ts';

/** Edit permits (spec 02): a permit-guarded record's writes need its permit (permitGuard.ts). */
export default defineServerFeature({
  name: 'permits',
  graphql: [editPermitModule],
  jobs: ({ db, events, config }) => permitJobs({ db, events, settings: config.permits }),
  resourceHooks: Object.fromEntries(
    Object.keys(PERMIT_RESOURCES).map((name): [string, ResourceHooks] => [name, { permit: (tx, context, recordId, use) => holdForWrite(tx, context, name, recordId, use) }]),
  ),
});
