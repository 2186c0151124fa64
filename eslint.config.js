import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'packages/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The back office's dialogs close only with their buttons: one wrapper makes them so.
    files: ['packages/web/src/**/*.tsx'],
    ignores: ['packages/web/src/ui/StaticModal.tsx', 'packages/web/src/features/{school/driver-console,parking/jukir-console,complaints/member}/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "JSXOpeningElement[name.name='Modal']", message: 'Use StaticModal (src/ui/StaticModal): dialogs close only with their buttons.' }],
    },
  },
);
