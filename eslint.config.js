import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The lint of `npm run lint` (inside `npm test`): ESLint's and typescript-eslint's recommended rules
 * everywhere, React's hooks rules on the UI, and each folder's globals by where it runs. Syntax-only
 * typescript-eslint (no type information): `tsc` already checks types in `npm test`, and the
 * type-aware rules would make the lint take the time of a second typecheck. Layout is Prettier's
 * (`npm run format:check`), so eslint-config-prettier comes last and turns off the rules it owns.
 */
export default tseslint.config(
  // Generated (schemas → types, precompiled validators), built, or data: nothing a person writes here.
  { ignores: ['dist/**', 'data/**', 'coverage/**', '.cache/**', 'src/shared/generated/**', 'tests/fixtures/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `const { secret: _omitted, ...rest } = value` omits a key: the named sibling is how, not an unused variable.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // A `let` read in a closure before its one assignment (a shutdown hook, services built after the actor using them) cannot be a const: the closure would meet it in its temporal dead zone.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The browser bundle, which carries src/shared too.
    files: ['src/{ui,engine,api,shared}/**', 'examples/host-page/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // src/shared/config/check reads a config directory for the server and the CLIs (the one Node part of src/shared).
    files: ['src/server/**', 'src/shared/config/check/**', 'scripts/**', 'tests/**', 'examples/merchant-server/**', '*.{js,cjs,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The unit files share one module graph per worker (vitest.config.ts): a module replaced with
    // vi.mock would stay replaced for the files after it. Only *.isolated.test.* files, which get a graph of their own, may.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'A file that mocks modules is named *.isolated.test.ts(x): the unit project shares modules between files (vitest.config.ts).',
        },
      ],
    },
  },
  {
    // The one CommonJS file: dependency-cruiser reads its config with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  prettier,
);
