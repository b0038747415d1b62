import js from '@eslint/js'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'public/build/**',
      'node_modules/**',
      'data/**',
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@remix-run/react',
              importNames: ['Link'],
              message:
                "Use Link from '~/components/ui/link': the server writes plain links cheaply.",
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes call domain services; only services and platform code use Drizzle.',
            },
            {
              group: ['**/*.tables'],
              allowTypeImports: true,
              message:
                "A table module ships Drizzle to the browser: take constants from the domain's *-constants module.",
            },
          ],
        },
      ],
    },
  },
  {
    // Only data-access code may talk to Drizzle directly.
    files: [
      'app/platform/**',
      'app/domains/**/*.server.ts',
      'app/domains/**/*.tables.ts',
      'app/domains/**/*.test.ts',
      'tests/**',
      'scripts/**',
      'drizzle.config.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
)
