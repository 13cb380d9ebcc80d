import { payoutFormLoader, type PayoutFormLoader } from '../../../shared/payout';
import { gangwayConfig } from '../../../shared/config/nodeSource';

/** The server reads the same form files the browser bundles: those of the config it runs on. */
export const serverPayoutForms: PayoutFormLoader = payoutFormLoader(gangwayConfig.payoutForms);
