export { payoutFieldErrors, type PayoutFieldError, type Translate } from './errors';
export { formatsUsedBy } from './formats-used';
export { payoutFormLoader, resolvePayoutForm, type PayoutFormLoader } from './resolve';
export { accountValidatorFor, validatePayout, type PayoutValidation } from './validate';
