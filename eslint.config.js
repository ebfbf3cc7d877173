// One lint config for the whole package. The import-cycle rule enforces the
// dependency direction of DESIGN.md §1 (no circular imports anywhere).
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'dist/', '.cache/', '.data/', 'coverage/'] },
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
      'no-restricted-imports': ['error', { patterns: ['@aws-sdk/*', 'node:*', '../functions/*', '../web/*', '../infra/*', '../events/*'] }],
    },
  },
);
