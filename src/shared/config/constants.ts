import type { ConstantsConfig } from '../generated/constants.schema';
import constantsJson from '../../../config/constants.json';

/** Spec §9 business constants and the server's limits, typed from schemas/constants.schema.json. */
export const constants = constantsJson as ConstantsConfig;
