import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** Edit permits (spec 02): the bar an editor screen shows (index.ts), no route of its own. */
export default defineAdminFeature({
  name: 'editPermit',
  methods: [
    methodsOf(() => import('./editPermitMethods.ts').then((module) => module.editPermitMethods), [
      'getEditPermit',
      'getEditPermitHolders',
      'holdEditPermit',
      'heartbeatEditPermit',
      'requestEditPermit',
      'answerEditPermitRequest',
      'takeOverEditPermit',
      'releaseEditPermit',
      'removeUserFromPage',
      'watchEditPermit',
      'watchEditPermitHolders',
    ]),
  ],
});
