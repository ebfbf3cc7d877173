/**
 * axe-core in the page: the serious and critical WCAG 2.1 A/AA findings (labels, names,
 * contrast, landmarks, ARIA use) of the page as it is now, each with its rule, axe's reason and
 * the elements.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function auditPage(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern: an added <script> would be an inline script the policy blocks (and reports).
  await page.evaluate(axeSource);
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
