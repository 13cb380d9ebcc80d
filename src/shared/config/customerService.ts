import type { CustomerServiceConfig } from '../generated/customer-service.schema';
import { config } from '#config';

/** Product §6: the help widget's contact and the operator the legal texts name, from config/customer-service.json. */
export const customerService: CustomerServiceConfig = config.customerService;
