import type { ConstantsConfig } from '../generated/constants.schema';
import { config } from '#config';

/** Product §9 business constants and the server's limits, typed from schemas/constants.schema.json. */
export const constants: ConstantsConfig = config.constants;
