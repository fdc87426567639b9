import { ADMIN_FEATURES } from '../features.ts';
import { featureMethodGroups } from '../workflows/workflowFeature.ts';
import type { WorkflowClient, WorkflowMethods } from './featureMethods.ts';
import { lazyMethods } from './lazyMethods.ts';
import { realtimeMethods } from './realtimeMethods.ts';

/** Every feature's method groups (src/features.ts), each name declared once. */
const METHOD_GROUPS = featureMethodGroups(ADMIN_FEATURES);

/**
 * The workflows' named data provider methods, as react-admin's CRM example adds `unarchiveDeal`:
 * each feature names its methods in its feature.ts; screens call them through
 * `useAppDataProvider()` with react-admin's react-query hooks. A group's module and documents load
 * at the first call of one of its methods, so the shell carries none of them; the realtime methods,
 * which every screen may use, are in the shell.
 */
export const workflowMethods = (client: WorkflowClient): WorkflowMethods =>
  Object.assign(realtimeMethods(client), ...METHOD_GROUPS.map(({ load, names }) => lazyMethods(() => load().then((make) => make(client)), names))) as WorkflowMethods;
