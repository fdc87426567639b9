import type { EditorContentReportFilter, GetEditorContentReportQuery } from '../../graphql/graphql.ts';
import type { WorkflowClient } from '../../providers/featureMethods.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import { GET_EDITOR_CONTENT_REPORT } from './editorReportDocuments.ts';

export type EditorReport = GetEditorContentReportQuery['editorContentReport'];
export type EditorReportRow = EditorReport['rows'][number];

/** The screen tells a failure itself, with its retry (spec 02 §8 'editor report fetch error'), not as the app's alert. */
const QUIET = { [QUIET_FAILURE]: true };

/** The editor report's named data provider method (server/editorReport/README.md). */
export const editorReportMethods = (client: Pick<WorkflowClient, 'query'>) => ({
  async getEditorContentReport(filter: EditorContentReportFilter): Promise<EditorReport> {
    return dataOrThrow(await client.query({ query: GET_EDITOR_CONTENT_REPORT, variables: { filter }, fetchPolicy: 'network-only', context: QUIET })).editorContentReport;
  },
});

export type EditorReportMethods = ReturnType<typeof editorReportMethods>;
