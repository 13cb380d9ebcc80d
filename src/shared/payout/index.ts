export { payoutFieldErrors, type PayoutFieldError, type Translate } from './errors';
export { normalizePayout } from './normalize';
export { payoutFormLoader, resolvePayoutForm, type PayoutFormLoader } from './resolve';
export { accountValidatorFor, validatePayout, type PayoutValidation } from './validate';
