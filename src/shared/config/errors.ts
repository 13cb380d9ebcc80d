import type { Behaviour, Entry, ErrorsConfig } from '../generated/errors.schema';
import { config } from '#config';

export const errorsConfig: ErrorsConfig = config.errors;

/** True only for the success code (product §7: returnCode '0000'). */
export function isSuccessCode(code: string, config: ErrorsConfig = errorsConfig): boolean {
  return code === config.successCode;
}

export function errorEntryByCode(code: string, config: ErrorsConfig = errorsConfig): Entry | undefined {
  return config.codes.find((entry) => entry.code === code);
}

/** The entry the server answers with for a named failure; throws on a name config does not know. */
export function errorEntryByName(name: string, config: ErrorsConfig = errorsConfig): Entry {
  const entry = config.codes.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`config/errors.json has no code named "${name}"`);
  return entry;
}

/** Product §8: a listed code's behaviour, else the first prefix rule that matches, else the default. */
export function behaviourFor(code: string, config: ErrorsConfig = errorsConfig): Behaviour {
  const listed = errorEntryByCode(code, config);
  if (listed) return listed.behaviour;
  const rule = config.prefixRules.find((r) => code.startsWith(r.prefix) && !(r.except ?? []).includes(code));
  return rule ? rule.behaviour : config.defaultBehaviour;
}
