// axe-core (npm) run inside the page. Injected through the DevTools protocol (evaluate), so
// the page's Content-Security-Policy, which blocks inline scripts, stays as in production.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type Violation = { id: string; impact: string; help: string; targets: string[] };

/** The page's serious and critical violations of WCAG 2.x A and AA (and axe's best practices). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (
      window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }
    ).axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
