// Loaded with `node --import`: records the URL of every module the process resolves, one per line,
// in the file RECORD_MODULES_FILE names, so a test can tell which libraries a server loaded.
import { register } from 'node:module';

register(new URL('./recordModulesHooks.mjs', import.meta.url), { data: { file: process.env.RECORD_MODULES_FILE } });
