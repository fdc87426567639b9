import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** The editor content report (spec 02 §3): per editor, the contents created on the site in a date range; a table, a chart, a CSV file. */
export default defineAdminFeature({
  name: 'editorReport',
  routes: {
    editorContentReport: () => import('./EditorReportScreen.tsx'),
  },
  methods: [methodsOf(() => import('./editorReportMethods.ts').then((module) => module.editorReportMethods), ['getEditorContentReport'])],
});
