export { payoutFieldErrors, type PayoutFieldError, type Translate } from './errors';
export { normalizePayout } from './normalize';
export { countryFormPaysBy, payoutFormFor, payoutFormLoader, resolvePayoutForm, type PayoutFormInUse, type PayoutFormLoader } from './resolve';
export { isSensitiveField } from './sensitive';
export { accountValidatorFor, validatePayout, type PayoutValidation } from './validate';
