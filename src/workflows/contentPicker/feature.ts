import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** The content picker (spec 02 §7): a dialog other workflows open (index.ts), no route of its own. */
export default defineAdminFeature({
  name: 'contentPicker',
  methods: [methodsOf(() => import('./pickerMethods.ts').then((module) => module.pickerMethods), ['getPickerItems', 'getPickerChoices'])],
});
