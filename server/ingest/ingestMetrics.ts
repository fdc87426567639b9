import { Counter, type Registry } from 'prom-client';
import type { IngestReport } from './ingestFiles.ts';

const OUTCOMES = ['added', 'updated', 'unchanged'] as const;

/**
 * `newsroom_ingest_items_total{outcome}` on the app's /metrics (README, "Operations"): each batch's
 * items by outcome; a wire file set aside counts as one `failed` (its items are unknown). Returns
 * what the drop folder and the feed call after each batch (IngestOptions.onIngested).
 */
export function countIngestedItems(registry: Registry): (report: IngestReport) => void {
  const items = new Counter({
    name: 'newsroom_ingest_items_total',
    help: 'Wire items the ingest took, by outcome: added, updated, unchanged; failed counts wire files set aside',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return (report) => {
    for (const outcome of OUTCOMES) if (report[outcome] > 0) items.inc({ outcome }, report[outcome]);
    if (report.failed.length > 0) items.inc({ outcome: 'failed' }, report.failed.length);
  };
}
