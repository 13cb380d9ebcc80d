import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { configDirFromEnv } from '../../src/shared/config/check/configLocation.js';

/** What src/ui/main.tsx imports for the design constants config/constants.json gives the stylesheets. */
const id = 'virtual:gangway-config.css';
const resolved = `\0${id}`;

/**
 * The config's design constants as CSS custom properties (config/constants.json baseUiSize: the
 * phone design's width), in a stylesheet rather than a style attribute: the strict CSP refuses
 * style attributes in served HTML, which the server-rendered landing page is.
 */
export function configCssPlugin(): Plugin {
  return {
    name: 'gangway-config-css',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(loaded) {
      if (loaded !== resolved) return undefined;
      const file = join(configDirFromEnv(process.env), 'constants.json');
      this.addWatchFile(file);
      const { baseUiSize } = JSON.parse(readFileSync(file, 'utf8')) as { baseUiSize: number };
      return `:root { --base-ui-size: ${Number(baseUiSize)}; }\n`;
    },
  };
}
