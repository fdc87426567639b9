import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** Both routes show the one desk (the same screen: switching tabs keeps it mounted). */
const desk = () => import('./AgencyDesk.tsx');

/** The agency desk (spec 02): the wire's contents and the archive, one screen. */
export default defineAdminFeature({
  name: 'agencyDesk',
  routes: { agencyList: desk, archiveList: desk },
  methods: [
    methodsOf(() => import('./agencyMethods.ts').then((module) => module.agencyMethods), [
      'getAgencyItems',
      'getAgencyItem',
      'getAgencies',
      'getAgencyCategories',
      'getAgencyCreators',
      'setAgencyStatus',
      'saveAgencyContent',
      'archiveAgencyItem',
      'getAgencyPhotos',
    ]),
  ],
});
