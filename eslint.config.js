// Lint: what the compiler does not check. The boundary rule keeps the platform free of any one
// game: platform code (server/, shared/ outside shared/games/, client/src/ outside
// client/src/games/) reaches a game only through the registries, never by importing its folder.
import tseslint from 'typescript-eslint';

const GAME_FOLDERS = {
  group: ['**/games/*/**'],
  message:
    "platform code reaches a game through the registries (shared/games/registry.ts, server/games.ts, client/src/games/registry.ts), never by importing the game's folder",
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'client/dist/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'no-unused-private-class-members': 'error',
      'no-unreachable': 'error',
      'no-duplicate-imports': 'off',
      '@typescript-eslint/no-duplicate-type-constituents': 'off',
    },
  },
  {
    files: ['server/**/*.ts', 'shared/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    ignores: ['shared/games/**', 'client/src/games/**', 'server/rooms/*/**', 'server/games.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [GAME_FOLDERS] }] },
  },
);
