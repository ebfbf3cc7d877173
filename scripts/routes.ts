/**
 * `npm run routes`: writes docs/routes.md, the table of every /api route (method, path, access,
 * Lambda, the file that defines its handler) and of the event rules and schedules.
 * test/lint/routes-doc.test.ts fails when the file is out of date.
 *
 * Sources:
 * - functions/manifest.ts: routes, access, Lambda (route group); events/rules.ts: rules and schedules.
 * - Each group's functions/<group>/index.ts, read as TypeScript syntax (not imported: importing a
 *   handler module loads its AWS clients and configuration). The object passed to
 *   `createGroupHandler` is followed key by key, into spreads and into the relative modules it
 *   imports: a literal key `'GET /api/…': x` is defined where `x` (or the function `x(…)` calls)
 *   is declared; `...crudHandlers({ policy })` defines the five CRUD routes of the policy's
 *   resource in functions/lib/crud-routes.ts (its `listRoute` where that value is declared);
 *   route keys built from template strings (`POST /api/orders/{id}/status/${action}`) match
 *   manifest keys of that shape unless a literal key names them. Later keys win, like object
 *   spread does.
 * A manifest route the reading cannot place stops the script with an error, so the table never
 * guesses.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { eventRules, schedules } from '#events/rules.ts';
import { policies } from '#functions/lib/policies.ts';
import { groupEntry, routeGroups, routeKey, type Access, type Route } from '#functions/manifest.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ROUTES_DOC = 'docs/routes.md';

export interface RouteSource {
  /** File that declares the route's handler, relative to the repository root. */
  file: string;
  /** The generic CRUD handlers of functions/lib/crud-routes.ts. */
  crud?: boolean;
}

interface Claim {
  /** Exact route key, or a pattern built from a template-string key. */
  key: string | RegExp;
  source: RouteSource;
}

const CRUD_FILE = 'functions/lib/crud-routes.ts';
const ROUTE_KEY_TEXT = /^(GET|POST|PUT|DELETE) \/api\//;

const sourceFiles = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let sourceFile = sourceFiles.get(file);
  if (!sourceFile) {
    sourceFile = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.ES2023, true);
    sourceFiles.set(file, sourceFile);
  }
  return sourceFile;
}

/** The repository file a relative import of `from` points at (`./screens` → functions/orders/screens.ts). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]
    .map((candidate) => relative(ROOT, join(ROOT, candidate)))
    .find((candidate) => existsSync(join(ROOT, candidate)));
}

/** Where a name used in `file` is declared: a top-level declaration of the file or a relative import. */
function declarationOf(name: string, file: string): { file: string; initializer?: ts.Expression } {
  const sourceFile = parse(file);
  for (const statement of sourceFile.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return { file, initializer: declaration.initializer };
      }
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return { file };
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const binding = bindings.elements.find((element) => element.name.text === name);
      if (!binding) continue;
      const target = resolveImport(file, statement.moduleSpecifier.text);
      if (!target) return { file };
      return declarationOf((binding.propertyName ?? binding.name).text, target);
    }
  }
  return { file };
}

const calleeName = (expression: ts.Expression): string | undefined =>
  ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) ? expression.expression.text : undefined;

/** The file that declares a route value: `createOrderRoute`, `testRoute('test')`, `route({…})` (here). */
function definitionOf(value: ts.Expression, file: string): RouteSource {
  const name = ts.isIdentifier(value) ? value.text : calleeName(value);
  return { file: name && name !== 'route' ? declarationOf(name, file).file : file };
}

/** `GET /api/orders/{id}/status/${action}` → a pattern for the keys it produces. */
function templatePattern(template: ts.TemplateExpression): RegExp | undefined {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!ROUTE_KEY_TEXT.test(template.head.text)) return undefined;
  const body = escape(template.head.text) + template.templateSpans.map((span) => `[^/ ]+${escape(span.literal.text)}`).join('');
  return new RegExp(`^${body}$`);
}

/** The resource of `policy: policies.x`, `policies['x']` or a `policy` constant holding one. */
function policyResource(expression: ts.Expression, file: string): string | undefined {
  if (ts.isPropertyAccessExpression(expression) && expression.expression.getText() === 'policies') return policyByName(expression.name.text);
  if (ts.isElementAccessExpression(expression) && expression.expression.getText() === 'policies' && ts.isStringLiteral(expression.argumentExpression)) {
    return policyByName(expression.argumentExpression.text);
  }
  if (ts.isIdentifier(expression)) {
    const { initializer, file: declared } = declarationOf(expression.text, file);
    return initializer ? policyResource(initializer, declared) : undefined;
  }
  return undefined;
}

const policyByName = (name: string): string | undefined => (policies as Record<string, { resource: string } | undefined>)[name]?.resource;

function crudClaims(call: ts.CallExpression, file: string): Claim[] {
  const [definition] = call.arguments;
  const where = `${file}:${call.getSourceFile().getLineAndCharacterOfPosition(call.getStart()).line + 1}`;
  if (!definition || !ts.isObjectLiteralExpression(definition)) throw new Error(`${where}: crudHandlers takes an object literal here`);
  let resource: string | undefined;
  let listRoute: RouteSource | undefined;
  for (const property of definition.properties) {
    const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
    if (name === 'policy') {
      const value = ts.isShorthandPropertyAssignment(property) ? property.name : ts.isPropertyAssignment(property) ? property.initializer : undefined;
      resource = value && policyResource(value, file);
    }
    if (name === 'listRoute' && ts.isPropertyAssignment(property)) listRoute = definitionOf(property.initializer, file);
  }
  if (!resource) throw new Error(`${where}: cannot tell the policy of this crudHandlers call`);
  const crud: RouteSource = { file: CRUD_FILE, crud: true };
  const base = `/api/${resource}`;
  return [
    { key: `GET ${base}`, source: listRoute ?? crud },
    { key: `GET ${base}/{id}`, source: crud },
    { key: `POST ${base}`, source: crud },
    { key: `PUT ${base}/{id}`, source: crud },
    { key: `DELETE ${base}/{id}`, source: crud },
  ];
}

/** Every route key an expression of a routes object defines, in the order an object spread applies them. */
function claimsOf(expression: ts.Expression, file: string): Claim[] {
  const callee = calleeName(expression);
  if (callee === 'crudHandlers') return crudClaims(expression as ts.CallExpression, file);
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) {
    return claimsOf(expression.expression, file);
  }
  if (ts.isIdentifier(expression)) {
    const { initializer, file: declared } = declarationOf(expression.text, file);
    return initializer ? claimsOf(initializer, declared) : [];
  }
  if (ts.isObjectLiteralExpression(expression)) {
    return expression.properties.flatMap((property): Claim[] => {
      if (ts.isSpreadAssignment(property)) return claimsOf(property.expression, file);
      if (!ts.isPropertyAssignment(property)) return [];
      const { name } = property;
      const source = definitionOf(property.initializer, file);
      if (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return [{ key: name.text, source }];
      if (ts.isComputedPropertyName(name) && ts.isTemplateExpression(name.expression)) {
        const pattern = templatePattern(name.expression);
        return pattern ? [{ key: pattern, source }] : [];
      }
      return [];
    });
  }
  // Anything else (Object.fromEntries(list.map(…)), a helper call): the route-key strings inside it.
  const claims: Claim[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && ROUTE_KEY_TEXT.test(node.text)) {
      claims.push({ key: node.text, source: { file } });
    } else if (ts.isTemplateExpression(node)) {
      const pattern = templatePattern(node);
      if (pattern) claims.push({ key: pattern, source: { file } });
    }
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return claims;
}

/** Where each route of a group is defined, from the group's index.ts. */
export function groupSources(groupName: string): Map<string, RouteSource> {
  const group = routeGroups.find((candidate) => candidate.name === groupName);
  if (!group) throw new Error(`No route group "${groupName}" in functions/manifest.ts`);
  const entry = groupEntry(group);
  const groupKeys = group.routes.map(routeKey);
  let routesObject: ts.Expression | undefined;
  const find = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && calleeName(node) === 'createGroupHandler') {
      const [name, routes] = node.arguments;
      if (name && ts.isStringLiteral(name) && name.text !== groupName) throw new Error(`${entry} handles group "${name.text}", not "${groupName}"`);
      routesObject = routes;
    }
    ts.forEachChild(node, find);
  };
  find(parse(entry));
  if (!routesObject) throw new Error(`${entry}: no createGroupHandler('${groupName}', …) call`);

  const claims = claimsOf(routesObject, entry);
  const sources = new Map<string, RouteSource>();
  // Literal keys first, the last one winning like an object spread; patterns only fill the rest.
  for (const claim of claims) if (typeof claim.key === 'string' && groupKeys.includes(claim.key)) sources.set(claim.key, claim.source);
  for (const claim of claims) {
    if (typeof claim.key === 'string') continue;
    for (const key of groupKeys) if (!sources.has(key) && claim.key.test(key)) sources.set(key, claim.source);
  }
  const unplaced = groupKeys.filter((key) => !sources.has(key));
  if (unplaced.length > 0) throw new Error(`scripts/routes.ts cannot tell where ${entry} defines: ${unplaced.join(', ')}`);
  return sources;
}

export interface RouteRow extends Route {
  group: string;
  source: RouteSource;
}

export function routeRows(): RouteRow[] {
  return routeGroups.flatMap((group) => {
    const sources = groupSources(group.name);
    return group.routes.map((route) => ({ ...route, group: group.name, source: sources.get(routeKey(route))! }));
  });
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'anyone; a staff token is recognised',
  staff: 'Cognito token, ROLE_EMPLOYEE or ROLE_ADMIN (employees: their branches)',
  admin: 'Cognito token, ROLE_ADMIN',
  orderScreen: 'branch id + API key in the path',
  publicOrder: 'order uid + hash in the path',
  timeTracking: 'username + access token in the path',
  printer: 'device id + printer key in the path',
  signageDevice: 'TV id + key in the path (enabled TVs only)',
};

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|');

export function renderRoutesDoc(rows: RouteRow[] = routeRows()): string {
  const lines: string[] = [];
  const add = (...more: string[]) => lines.push(...more);

  add(
    '# API routes, event rules and schedules',
    '',
    '<!-- Generated by `npm run routes` (scripts/routes.ts). Do not edit by hand. -->',
    '',
    "Generated from `functions/manifest.ts`, the route groups' `functions/<group>/index.ts` and",
    '`events/rules.ts` by `npm run routes`; `test/lint/routes-doc.test.ts` fails when this file is out',
    'of date. How a request and an event travel through the code: [architecture.md](architecture.md).',
    '',
    `${rows.length} routes in ${routeGroups.length} Lambdas (one per route group, entry \`functions/<group>/index.ts\`).`,
    '',
    '## Access',
    '',
    '| access | who may call |',
    '|---|---|',
    ...(Object.keys(ACCESS_TEXT) as Access[]).map((access) => `| ${code(access)} | ${ACCESS_TEXT[access]} |`),
    '',
    'The rules are applied by `functions/lib/access.ts` before any handler runs.',
    '',
    '## Route groups',
    '',
    '| Lambda | routes |',
    '|---|---:|',
  );
  for (const group of routeGroups) {
    const groupRows = rows.filter((row) => row.group === group.name);
    add(`| [${group.name}](../${groupEntry(group)}) | ${groupRows.length} |`);
  }
  add(
    '',
    '## Routes',
    '',
    "Handler: the file that declares the route's handler; `crudHandlers` are the generic list, read,",
    "create, replace and delete of `functions/lib/crud-routes.ts`, configured in the group's index.ts.",
    '',
    '| method | path | access | Lambda | handler |',
    '|---|---|---|---|---|',
  );
  for (const row of rows) {
    const handler = row.source.crud ? `${code('crudHandlers')} (${code(row.source.file)})` : code(row.source.file);
    add(`| ${row.method} | ${code(cell(row.path))} | ${row.access} | ${row.group} | ${handler} |`);
  }
  add(
    '',
    '## Event rules (bus `theke`)',
    '',
    'Each rule delivers the matching events to its consumer (EventBridge in AWS, the in-process bus',
    'locally), with retries and a dead-letter queue.',
    '',
    '| rule | source | detail types | consumer | what it does |',
    '|---|---|---|---|---|',
    ...eventRules.map(
      (rule) =>
        `| ${rule.name} | ${(rule.pattern.source ?? []).map(code).join(', ')} | ${(rule.pattern['detail-type'] ?? []).map(code).join(', ')} | ${code(rule.consumer)} | ${cell(rule.description)} |`,
    ),
    '',
    '## Schedules',
    '',
    'Cron in UTC (EventBridge Scheduler in AWS, `croner` locally).',
    '',
    '| schedule | cron (UTC) | job | what it does |',
    '|---|---|---|---|',
    ...schedules.map((schedule) => `| ${schedule.name} | ${code(schedule.cron)} | ${code(schedule.job)} | ${cell(schedule.description)} |`),
    '',
  );
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = join(ROOT, ROUTES_DOC);
  const text = renderRoutesDoc();
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (before !== text) writeFileSync(path, text);
  console.log(`${ROUTES_DOC}: ${before === text ? 'up to date' : 'written'}`);
}
