/** Types of build.mjs (plain JavaScript: `npm start` runs it with node alone). */
import type { BuildFingerprint } from './build-info.mjs';

export function build(env?: Record<string, string | undefined>): Promise<BuildFingerprint>;
