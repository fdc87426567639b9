import { defineServerFeature } from '../serverFeature.ts';

/**
 * videoQueue: what this workflow is for (docs/adding-a-workflow.md). Add its GraphQL modules to
 * `graphql`, its jobs with `jobs`, and what the engine does for a resource's writes with
 * `resourceHooks`.
 */
export default defineServerFeature({
  name: 'videoQueue',
  graphql: [],
  resourceHooks: {},
});
