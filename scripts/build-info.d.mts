/** Types of build-info.mjs (plain JavaScript: `npm start` runs it with node alone). */
export interface BuildFingerprint {
  nodeEnv: string;
  configDir: string;
  sourceMaps: boolean;
  sources: string;
}

type Env = Record<string, string | undefined>;

export const appRoot: string;
export function configDirOf(env: Env, root?: string): string;
export function nodeEnvOf(env: Env): string;
export function sourceMapsWanted(env: Env): boolean;
export function buildFingerprint(env: Env, root?: string): BuildFingerprint;
export function buildInfoFile(root?: string): string;
export function readBuildInfo(root?: string): (BuildFingerprint & { builtAt: string }) | undefined;
export function staleReason(env: Env, root?: string): string | undefined;
