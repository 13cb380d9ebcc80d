/**
 * The design card's browser libraries, with react-i18next: built into one chunk of their
 * own (vite.config.ts), so that `npm run size` can tell their bytes from the app's own code, and a
 * browser keeps them cached across deploys of the app. With the packages they bring in themselves.
 */
export const librariesChunk = 'libraries';

const packages = [
  'react',
  'react-dom',
  'scheduler',
  'i18next',
  'react-i18next',
  'html-parse-stringify',
  'void-elements',
  'xstate',
  '@xstate/react',
  'use-sync-external-store',
  'decimal.js',
  'react-router',
  'react-router-dom',
  'axios',
];

/** A module of one of the packages above. */
export const libraryModule = new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map((name) => name.replace(/[.]/g, '\\.')).join('|')})[\\\\/]`);
