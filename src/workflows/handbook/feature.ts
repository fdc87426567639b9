import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** The editor's handbook (spec 02 §1): the gate every editor passes (index.ts) and who accepted it. */
export default defineAdminFeature({
  name: 'handbook',
  routes: { handbookAcceptances: () => import('./HandbookAcceptances.tsx') },
  methods: [methodsOf(() => import('./handbookMethods.ts').then((module) => module.handbookMethods), ['getHandbook', 'acceptHandbook', 'getHandbookAcceptances'])],
});
