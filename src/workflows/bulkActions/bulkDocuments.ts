import { graphql } from '../../graphql';

export const AVAILABLE_BULK_ACTIONS = graphql(`
  query AvailableBulkActions($resource: String!) {
    availableBulkActions(resource: $resource)
  }
`);

export const BULK_ACTION = graphql(`
  mutation BulkAction($input: BulkActionInput!) {
    bulkAction(input: $input) {
      done refused failed
      rows { id outcome code message heldBy }
    }
  }
`);
