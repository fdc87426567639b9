import { Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import type { Resource } from '../../../resources/defineResource.ts';
import { alertStore } from '../../alerts/alertStore.ts';
import { BulkResult, type BulkReport } from '../../controls/list/BulkResult.tsx';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { useAvailableBulkActions as useAvailableBulkActionsOf } from '../../providers/useAvailableBulkActions.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';

/** The declared actions in the order shown; the server says which the role may do (its declaration gives them). */
const ACTIONS = [
  { action: 'approve', label: 'list.bulk.approve' },
  { action: 'unapprove', label: 'list.bulk.unapprove' },
  { action: 'delete', label: 'list.bulk.delete', destructive: true },
] as const;

/** The bulk actions the role may do on the resource's rows (none while unknown): without one, the list has no checkboxes. */
export function useAvailableBulkActions(resource: Resource): readonly string[] {
  const declared = Boolean(resource.operations.approval || resource.operations.delete || resource.operations.status);
  return useAvailableBulkActionsOf(resource.name, declared);
}

/**
 * A declared resource's bulk buttons (react-admin DataTable's `bulkActionButtons`): approve,
 * unapprove and delete as its declaration and the role allow, a confirmation naming the count, one
 * bulk call, its report row by row; the refused rows stay selected.
 */
export function ResourceBulkActions({ resource, available }: { resource: Resource; available: readonly string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const { selectedIds, data = [], onSelect, refetch } = useListContext();
  const [result, setResult] = useState<{ report: BulkReport; action: string; titles: ReadonlyMap<string, string> }>();
  const run = useMutation({ mutationFn: (input: Parameters<typeof dataProvider.runBulkAction>[0]) => dataProvider.runBulkAction(input) });
  const titleField = Object.entries(resource.fields).find(([, field]) => field.list && field.kind === 'text')?.[0];

  const choose = async (choice: (typeof ACTIONS)[number]) => {
    const chosen = data.filter((record) => selectedIds.includes(record.id));
    const label = translate(choice.label);
    const confirmed = await alerts.confirm({
      type: 'warning',
      title: translate('list.bulk.confirmTitle', { action: label }),
      message: 'destructive' in choice ? 'list.bulk.deleteMessage' : 'list.bulk.confirmMessage',
      values: { action: label, smart_count: chosen.length },
      confirmLabel: label,
    });
    if (!confirmed) return;
    const titles = new Map(chosen.map((record) => [String(record.id), String((titleField && record[titleField]) || record.id)]));
    try {
      const report = await run.mutateAsync({ resource: resource.name, action: choice.action, rows: chosen.map((record) => ({ id: String(record.id), version: record.version ?? null })) });
      const kept = report.rows.filter((row) => row.outcome !== 'DONE').map((row) => row.id);
      onSelect(chosen.filter((record) => kept.includes(String(record.id))).map((record) => record.id));
      if (kept.length === 0) notify('list.bulk.allDone', { type: 'success', messageArgs: { smart_count: report.done } });
      else setResult({ report, action: label, titles });
      void refetch();
    } catch (error) {
      console.warn('The bulk action failed', error);
      notify('list.bulk.callFailed', { type: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {ACTIONS.filter((choice) => available.includes(choice.action)).map((choice) => (
          <Button key={choice.action} size="small" color={'destructive' in choice ? 'error' : 'primary'} disabled={run.isPending} onClick={() => void choose(choice)}>
            {translate(choice.label)}
          </Button>
        ))}
      </Box>
      {result && <BulkResult report={result.report} action={result.action} titleOf={(id) => result.titles.get(id) ?? id} onClose={() => setResult(undefined)} />}
    </Box>
  );
}
