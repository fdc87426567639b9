import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { alertStore } from '../../alerts/alertStore.ts';
import { BulkBar, type BulkChoice } from '../../controls/list/BulkBar.tsx';
import { BulkResult, type BulkReport } from '../../controls/list/BulkResult.tsx';
import type { RowSelection } from '../../controls/list/useRowSelection.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { useAvailableBulkActions } from '../../providers/useAvailableBulkActions.ts';

/** An action a list offers: the API's action name, its value, its words (an i18n key) and whether it destroys. */
export interface BulkActionChoice {
  action: string;
  value?: string;
  label: string;
  labelValues?: Record<string, string>;
  destructive?: boolean;
  /** An i18n key: choices of one group (a status's values) share one menu button named so. */
  group?: string;
}

export interface ListBulkActionsProps<Row> {
  /** The resource name the API's bulk actions are declared under. */
  resource: string;
  selection: RowSelection;
  rows: readonly Row[];
  keyOf: (row: Row) => string;
  titleOf: (row: Row) => string;
  /** The version the list shows (a row changed since is refused); none for rows without one. */
  versionOf?: (row: Row) => number | null | undefined;
  /** The actions the list offers; the bar shows those the role may do. */
  choices: readonly BulkActionChoice[];
  /** After the report: the list reads its rows again (the done ones changed). */
  onDone: (report: BulkReport, action: BulkActionChoice) => void;
}

/**
 * The choices the role may do (asked of the server once a minute per resource): a list shows its
 * checkboxes only when there is one.
 */
export function useOfferedBulkChoices(resource: string, choices: readonly BulkActionChoice[]): BulkActionChoice[] {
  const available = useAvailableBulkActions(resource);
  return choices.filter((choice) => available.includes(choice.action));
}

const keyOfChoice = (choice: BulkActionChoice) => (choice.value === undefined ? choice.action : `${choice.action}:${choice.value}`);

/**
 * The bulk bar over a list: the chosen rows' count and the actions the role may do (asked of the
 * server), a confirmation naming the action and the count, ONE call for the action, then its report
 * row by row; the refused rows stay chosen so the user can try again.
 */
export function ListBulkActions<Row>({ resource, selection, rows, keyOf, titleOf, versionOf, choices, onDone }: ListBulkActionsProps<Row>) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const [result, setResult] = useState<{ report: BulkReport; action: string; titles: ReadonlyMap<string, string> }>();
  const offered = useOfferedBulkChoices(resource, choices);
  const run = useMutation({
    mutationFn: (input: Parameters<typeof dataProvider.runBulkAction>[0]) => dataProvider.runBulkAction(input),
  });

  const choose = async (bar: BulkChoice) => {
    const choice = offered.find((each) => keyOfChoice(each) === bar.key)!;
    const chosen = rows.filter((row) => selection.has(keyOf(row)));
    const label = translate(choice.label, choice.labelValues);
    const confirmed = await alerts.confirm({
      type: 'warning',
      title: translate('list.bulk.confirmTitle', { action: label }),
      message: choice.destructive ? 'list.bulk.deleteMessage' : 'list.bulk.confirmMessage',
      values: { action: label, smart_count: chosen.length },
      confirmLabel: label,
    });
    if (!confirmed) return;
    const titles = new Map(chosen.map((row) => [keyOf(row), titleOf(row)]));
    const input = { resource, action: choice.action, value: choice.value, rows: chosen.map((row) => ({ id: keyOf(row), version: versionOf?.(row) ?? null })) };
    try {
      const report = await run.mutateAsync(input);
      setResult({ report, action: label, titles });
      selection.keep(report.rows.filter((row) => row.outcome !== 'DONE').map((row) => row.id));
      onDone(report, choice);
    } catch (error) {
      console.warn('The bulk action failed', error);
      notify('list.bulk.callFailed', { type: 'error' });
    }
  };

  return (
    <>
      <BulkBar
        count={selection.keys.size}
        choices={offered.map((choice) => ({ key: keyOfChoice(choice), label: translate(choice.label, choice.labelValues), destructive: choice.destructive, group: choice.group && translate(choice.group) }))}
        busy={run.isPending}
        onChoose={(choice) => void choose(choice)}
        onClear={selection.clear}
      />
      {result && <BulkResult report={result.report} action={result.action} titleOf={(id) => result.titles.get(id) ?? id} onClose={() => setResult(undefined)} />}
    </>
  );
}
