/** Build id baked in by vite.config.ts; version.json on the server carries the served one. */
declare const __APP_BUILD_ID__: string;

/** Payout form validators precompiled at build time (scripts/lib/precompiledValidatorsPlugin.ts), by form name ("BR", "shared/sepa"). */
declare module 'virtual:payout-validators' {
  import type { ValidateFunction } from 'ajv';
  export const payoutValidators: Record<string, () => Promise<ValidateFunction>>;
}

/** The KYC identity validator of schemas/api/kyc.schema.json, precompiled at build time. */
declare module 'virtual:kyc-identity-validator' {
  import type { ValidateFunction } from 'ajv';
  export const validateKycIdentity: ValidateFunction;
}

/** One part of a config or locale file (scripts/lib/jsonPartsPlugin.ts): the schemas type the whole, the loaders type the parts. */
declare module '*.json?part=landing' {
  const part: unknown;
  export default part;
}
declare module '*.json?part=rest' {
  const part: unknown;
  export default part;
}
