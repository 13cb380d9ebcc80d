export { payoutFieldErrors, type PayoutFieldError, type Translate } from './errors';
export { payoutFormLoader, resolvePayoutForm, type PayoutFormLoader } from './resolve';
export { accountValidatorFor, validatePayout, type PayoutValidation } from './validate';
