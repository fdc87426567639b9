import { defineServerFeature } from '../serverFeature.ts';
import { editorReportModule } from './editorReportModule.ts';

/**
 * The editor content report (spec 02 §3; server/editorReport/README.md): per editor, the contents
 * created on a site in a date range, counted by SQL over the contents index.
 */
export default defineServerFeature({
  name: 'editorReport',
  graphql: [editorReportModule],
});
