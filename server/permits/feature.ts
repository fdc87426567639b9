import { RESOURCES } from '../../resources/index.ts';
import type { ResourceHooks } from '../engine/resourceHooks.ts';
import { defineServerFeature } from '../serverFeature.ts';
import { editPermitModule } from './editPermitModule.ts';
import { holdForWrite } from './permitGuard.ts';
import { permitJobs } from './permitJobs.ts';
import { permitResourceOf } from './permitResources.ts';

/**
 * Edit permits (spec 02): a permit-guarded record's writes need its permit (permitGuard.ts). The
 * engine asks the hook of a declared resource only (its save, status change and delete), so only
 * those get one; a headline's permit is held and followed through the permit API alone.
 */
export default defineServerFeature({
  name: 'permits',
  graphql: [editPermitModule],
  jobs: ({ db, events, config }) => permitJobs({ db, events, settings: config.permits }),
  resourceHooks: Object.fromEntries(
    RESOURCES.filter(({ name }) => permitResourceOf(name)).map(({ name }): [string, ResourceHooks] => [
      name,
      { permit: (tx, context, recordId, use) => holdForWrite(tx, context, name, recordId, use) },
    ]),
  ),
});
