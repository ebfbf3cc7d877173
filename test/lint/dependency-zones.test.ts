/**
 * The dependency rules of DESIGN.md §1 are lint errors (eslint.config.js, dependencyZones): a
 * module placed in one folder that imports from a forbidden one fails `npm run lint`. Each case
 * lints a one-line module as if it were a file at `file`; the imported modules are real.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function zoneErrors(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as imported from '${specifier}';\nexport const used = imported;\n`, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('dependency zones', () => {
  it.each([
    ['functions/orders/bad.ts', '../../infra/stacks/theke', 'never import web/ or infra/'],
    ['functions/orders/bad.ts', '../../web/common/api', 'never import web/ or infra/'],
    ['functions/orders/bad.ts', '../../events/consumers/notifications/templates', 'through their contracts'],
    ['events/consumers/printing/bad.ts', '../../../infra/local/stack', 'never import web/ or infra/'],
    ['events/contracts/bad.ts', '../../functions/db/repository', 'Event contracts depend on shared/ only'],
    ['web/common/bad.ts', '../../functions/orders/index', 'through the API only'],
    ['web/common/bad.ts', '#functions/orders/index.ts', 'through the API only'],
    ['functions/orders/bad.ts', '#events/consumers/notifications/templates.ts', 'through their contracts'],
    ['web/storefront/bad.ts', '../../events/rules', 'through the API only'],
    ['shared/money/bad.ts', '../../functions/lib/config', 'shared/ is pure'],
    ['shared/money/bad.ts', '../../web/common/api', 'shared/ is pure'],
    ['infra/stacks/bad.ts', '../../functions/db/repository', 'The CDK app reads only'],
    ['infra/constructs/bad.ts', '../../events/consumers/printing/order-receipt', 'The CDK app reads only'],
    ['infra/local/bad.ts', '../../web/storefront/App', 'which page is which HTML entry'],
  ])('%s may not import %s', async (file, specifier, message) => {
    const errors = await zoneErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['functions/orders/ok.ts', '../../events/contracts/orders'],
    ['functions/orders/ok.ts', '../../shared/money'],
    ['functions/orders/ok.ts', '#shared/money/index.ts'],
    ['events/jobs/ok.ts', '../../functions/orders/service'],
    ['events/contracts/ok.ts', '../../shared/checkout/options'],
    ['web/common/ok.ts', '../../shared/money'],
    ['web/backoffice/data/ok.ts', '#functions/manifest.ts'],
    ['infra/stacks/ok.ts', '../../functions/manifest'],
    ['infra/stacks/ok.ts', '../../functions/lib/config'],
    ['infra/stacks/ok.ts', '../../events/rules'],
    ['infra/constructs/ok.ts', '../../web/build/pages'],
    ['infra/local/ok.ts', '../../functions/db/repository'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await zoneErrors(file, specifier)).toEqual([]);
  });
});
