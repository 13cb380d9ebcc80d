/**
 * `#config` under Node (server, CLIs, tests): the config directory this process runs on
 * (GANGWAY_CONFIG_DIR, else the repository's config/), read once when first imported.
 * The browser build resolves `#config` to browserSource.ts instead (package.json "imports").
 */
import type { BrowserConfig, GangwayConfig } from './gangwayConfig';
import { configDirFromEnv } from './check/configLocation';
import type { ConfigFile } from './check/configDir';
import { loadConfig } from './check/loadConfig';
import { askedOnce } from '../askedOnce';

/** The directory the config below was read from. */
export const configDir: string = configDirFromEnv();

const loaded = loadConfig(configDir);

/** The files the config was built from, as read: the server's start-up check validates them (main.ts). */
export const configFiles: ConfigFile[] = loaded.files;

/** Every file of the config directory, server-only ones included: for src/server and the CLIs. */
export const gangwayConfig: GangwayConfig = loaded.config;

/** What code shared with the browser may read: the same object, seen through the browser's type. */
export const config: BrowserConfig = gangwayConfig;

/** Node reads the whole config at once; the browser fetches the rest of it after the landing page (browserSource.ts). */
export const completeConfig = askedOnce(() => Promise.resolve());
