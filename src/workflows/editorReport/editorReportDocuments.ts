import { graphql } from '../../graphql/index.ts';

/** Spec 02 §3: per editor, the contents created on the site in the range (server/editorReport/README.md). */
export const GET_EDITOR_CONTENT_REPORT = graphql(`
  query GetEditorContentReport($filter: EditorContentReportFilter!) {
    editorContentReport(filter: $filter) {
      rows { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }
      totals { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }
    }
  }
`);
