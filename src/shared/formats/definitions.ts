import type { FormatDefinition } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats';
import { namedFormats } from './index';

/** The named formats as ajv takes them: string formats with their check. */
export const namedFormatDefinitions: Record<string, FormatDefinition<string>> = Object.fromEntries(
  Object.entries(namedFormats).map(([name, validate]) => [name, { type: 'string', validate }]),
);

/**
 * Every format a schema may name, exactly as createAjv registers it: ajv-formats' standard ones
 * (email, date, …) and the named formats. Precompiled validators (payout/precompile.ts) look their
 * formats up in this object, so the browser checks a format with the same function as the server.
 */
export const formatDefinitions = { ...fullFormats, ...namedFormatDefinitions };
