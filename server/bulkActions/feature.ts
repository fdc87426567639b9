import { RESOURCES } from '../../resources/index.ts';
import { defineServerFeature } from '../serverFeature.ts';
import { bulkActionModule } from './bulkActionModule.ts';
import { declaredBulkActions } from './declaredActions.ts';

/**
 * bulkActions: one action on many selected rows of a list (server/bulkActions/README.md). The
 * declared resources' approve, unapprove and delete come from their declarations; a feature adds
 * its lists' own in its `bulkActions`.
 */
export default defineServerFeature({
  name: 'bulkActions',
  graphql: [bulkActionModule],
  bulkActions: declaredBulkActions(RESOURCES),
});
