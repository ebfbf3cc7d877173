/**
 * axe-core in the page: the serious and critical WCAG 2.1 A/AA findings (labels, names,
 * contrast, landmarks, ARIA use) of the page as it is now, each with its rule, axe's reason and
 * the elements.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function auditPage(page: Page): Promise<AxeFinding[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    interface AxeViolation {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[] }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact!,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
