import { defineServerFeature } from '../serverFeature.ts';
import { activityLogModule } from './activityLogModule.ts';

/** The activity log: the engine's audit rows of the working site as a screen for administrators (server/activityLog/README.md). */
export default defineServerFeature({
  name: 'activityLog',
  graphql: [activityLogModule],
});
