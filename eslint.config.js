// One lint config for the whole package. The dependency directions of DESIGN.md §1 are lint
// rules here (import-x/no-restricted-paths zones, checked by test/lint/dependency-zones.test.ts),
// and no import cycle is allowed anywhere.
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** The CDK app: it deploys entry points and passes names, it never runs our code. */
const cdkApp = ['./infra/bin', './infra/stacks', './infra/constructs'];

/** Every rule of DESIGN.md §1 as a zone: files in `target` may not import from `from` (but `except`). */
export const dependencyZones = [
  {
    target: './shared',
    from: ['./functions', './events', './infra', './web', './test', './scripts'],
    message: 'shared/ is pure: it imports nothing of ours.',
  },
  {
    target: './web',
    from: ['./events', './infra', './test', './scripts'],
    message: 'web/ reaches the server through the API only; code both sides need belongs in shared/.',
  },
  {
    target: './web',
    from: './functions',
    // The route manifest is pure data: the back office reads who may call which route from it, so
    // a screen never offers what the server would refuse (web/backoffice/data/access.ts).
    except: ['./manifest.ts'],
    message: 'web/ reaches the server through the API only (the route manifest excepted); code both sides need belongs in shared/.',
  },
  {
    target: ['./functions', './events'],
    from: ['./web', './infra', './scripts'],
    message: 'functions/ and events/ never import web/ or infra/.',
  },
  {
    target: './functions',
    from: './events',
    except: ['./contracts'],
    message: 'functions/ publishes events through their contracts (events/contracts), never through consumers or jobs.',
  },
  {
    target: './events/contracts',
    from: ['./functions', './events/consumers', './events/jobs'],
    message: 'Event contracts depend on shared/ only.',
  },
  {
    target: cdkApp,
    from: './functions',
    except: ['./manifest.ts', './lib/config.ts', './db/table.ts'],
    message: 'The CDK app reads only the route manifest, the environment names and the table definition of functions/.',
  },
  {
    target: cdkApp,
    from: './events',
    except: ['./rules.ts', './definitions.ts'],
    message: 'The CDK app reads only the rules and schedules of events/.',
  },
  {
    target: [...cdkApp, './infra/local'],
    from: './web',
    except: ['./build/pages.ts', './build/first-screen-bundle.ts'],
    message:
      'infra/ reads only which page is which HTML entry (web/build/pages.ts) and how the first-screen renderer is bundled (web/build/first-screen-bundle.ts) from web/.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'dist/', '.cache/', '.data/', 'coverage/'] },
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: dependencyZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // shared/ is pure and browser-safe: no clock, no environment, no AWS.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'process', message: 'shared/ is pure: pass configuration in.' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'shared/ is pure: take `now` as an argument.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'shared/ is pure: take `now` as an argument.' },
      ],
      'no-restricted-imports': ['error', { patterns: ['@aws-sdk/*', 'node:*'] }],
    },
  },
  {
    // The SDK clients most requests of a Lambda never use load with the first request that does
    // (functions/lib/sdk-client.ts): a static import would put them back into every cold start.
    files: ['functions/**/*.ts', 'events/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@aws-sdk/client-s3', '@aws-sdk/s3-presigned-post', '@aws-sdk/client-bedrock-runtime', '@aws-sdk/client-eventbridge'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Load this SDK client with a dynamic import() (functions/lib/sdk-client.ts, functions/lib/s3.ts).',
          })),
        },
      ],
    },
  },
);
