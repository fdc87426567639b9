import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/** The serious and critical violations axe-core finds in the page as it stands (its source put into the page, then `axe.run`). */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, html }) => ({ target, html: html.slice(0, 200) })) }));
}

/** One line per violation, for a failing assertion's message. */
export const describeViolations = (violations: readonly AxeViolation[]) =>
  violations.map((violation) => `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`).join('\n');
