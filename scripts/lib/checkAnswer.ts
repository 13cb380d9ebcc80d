/**
 * Answers one request of the validation CLI from the configs and src/shared, the same rules the
 * browser and the server apply. Pure over the config files it is given, so one process can answer
 * a whole batch quickly (translators and compiled payout forms are cached).
 */
import type { ErrorObject } from 'ajv';
import { createAjv } from '../../src/shared/ajv';
import { networkByCode, validateAddress, validateMemo } from '../../src/shared/address';
import { validateCard } from '../../src/shared/card/card-number';
import { namedFormats } from '../../src/shared/formats';
import type { CheckRequest } from '../../src/shared/generated/check-request.schema';
import type { PayoutForm } from '../../src/shared/generated/payout-form.schema';
import { createTranslator, defaultLanguage, matchLanguage, type LocaleResources, type Translator } from '../../src/shared/i18n';
import { payoutFormLoader, resolvePayoutForm, validatePayout } from '../../src/shared/payout';
import { sanitizeAmountInput } from '../../src/shared/rules/amount-input';
import { validateBuyAmount } from '../../src/shared/rules/buy-amount';
import { validateEmail } from '../../src/shared/rules/email';
import { ruleMessage, type RuleResult } from '../../src/shared/rules/rule-result';
import { validateSellAmount } from '../../src/shared/rules/sell-amount';
import { validateVerificationCode } from '../../src/shared/rules/verification-code';
import checkRequestSchema from '../../schemas/check-request.schema.json';
import type { ConfigFile } from '../../src/shared/config/check/configDir';

export type CheckAnswer = Record<string, unknown>;

const kinds = checkRequestSchema.oneOf
  .map((entry) => entry.$ref.replace('#/$defs/', ''))
  .map((def) => {
    const defs = checkRequestSchema.$defs as Record<string, { properties?: { kind?: { const?: string } } }>;
    return defs[def]?.properties?.kind?.const;
  });

const validateRequest = createAjv({ discriminator: true }).compile<CheckRequest>(checkRequestSchema);

/** One sentence per wrong field: a failed anyOf (a decimal amount) stands for the errors of its branches. */
function describeRequestErrors(errors: readonly ErrorObject[]): string {
  const fieldOf = (error: ErrorObject) => error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const amountFields = new Set(errors.filter((e) => e.keyword === 'anyOf').map(fieldOf));
  const sentences = errors.flatMap((error) => {
    const field = fieldOf(error);
    if (error.keyword === 'required') return [`${String((error.params as { missingProperty: string }).missingProperty)} is required`];
    if (amountFields.has(field)) return error.keyword === 'anyOf' ? [`${field} must be a decimal amount, e.g. "10.5"`] : [];
    return [field ? `${field} ${error.message ?? 'is invalid'}` : (error.message ?? 'invalid request')];
  });
  return [...new Set(sentences)].join('; ');
}

/** Creates the answering function over one config directory's files. */
export function createChecker(files: ConfigFile[]): (line: string) => CheckAnswer {
  const resources: Record<string, never> = {};
  const forms: Record<string, PayoutForm> = {};
  for (const file of files) {
    if (file.parseError !== undefined) continue;
    const locale = /^locales\/([^/]+)\.json$/.exec(file.path);
    if (locale?.[1]) (resources as LocaleResources as Record<string, unknown>)[locale[1]] = file.data;
    if (file.path.startsWith('payout-forms/')) forms[file.path] = file.data as PayoutForm;
  }
  const loadForm = payoutFormLoader(forms);
  const translators = new Map<string, Translator>();
  const translatorFor = (lang: string): Translator => {
    let t = translators.get(lang);
    if (!t) {
      t = createTranslator(resources as LocaleResources, lang);
      translators.set(lang, t);
    }
    return t;
  };
  const verdict = (t: Translator, result: RuleResult): CheckAnswer => (result.valid ? { valid: true } : { valid: false, message: ruleMessage(t, result) });

  function answer(request: CheckRequest, t: Translator, lang: string): CheckAnswer {
    switch (request.kind) {
      case 'address':
      case 'memo': {
        // Codes are upper case in config; integrators often send them as typed ("eth").
        const network = networkByCode(request.network.toUpperCase());
        if (!network) return { error: `unknown network "${request.network}"` };
        return verdict(t, request.kind === 'address' ? validateAddress(network, request.value, request.crypto) : validateMemo(network, request.value));
      }
      case 'card': {
        const result = validateCard(request.value);
        return result.valid ? { valid: true, brand: result.brand } : { valid: false, message: ruleMessage(t, result) };
      }
      case 'format': {
        const check = namedFormats[request.format.toLowerCase()];
        if (!check) return { error: `unknown format "${request.format}" (known: ${Object.keys(namedFormats).sort().join(', ')})` };
        return { valid: check(request.value) };
      }
      case 'payout': {
        const form = resolvePayoutForm(request.country.toUpperCase(), loadForm);
        if (!form) return { error: `unknown country "${request.country}": no payout form in config/payout-forms` };
        return validatePayout(form, request.data, t);
      }
      case 'email':
        return verdict(t, validateEmail(request.value));
      case 'code':
        return verdict(t, validateVerificationCode(request.value));
      case 'amount-input':
        return { value: sanitizeAmountInput(request.value, { locale: lang }) };
      case 'buy-amount':
        return verdict(
          t,
          validateBuyAmount({
            fiat: request.fiat,
            value: String(request.value),
            min: String(request.min),
            max: String(request.max),
            decimals: request.decimals,
          }),
        );
      case 'sell-amount':
        return verdict(
          t,
          validateSellAmount({
            fiat: request.fiat,
            cryptoAmount: String(request.cryptoAmount),
            fiatAmount: String(request.fiatAmount),
            fee: String(request.fee),
            minLimit: String(request.minLimit),
            maxLimit: String(request.maxLimit),
          }),
        );
    }
  }

  return (line: string): CheckAnswer => {
    if (line.trim() === '') return { error: 'empty line: expected one JSON request' };
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch (error) {
      return { error: `not valid JSON: ${(error as Error).message}` };
    }
    if (!request || typeof request !== 'object' || Array.isArray(request)) return { error: 'a request must be a JSON object' };
    const kind = (request as { kind?: unknown }).kind;
    if (typeof kind !== 'string') return { error: 'kind is required' };
    if (!kinds.includes(kind)) return { error: `unknown kind "${kind}" (known: ${kinds.join(', ')})` };
    if (!validateRequest(request)) return { error: describeRequestErrors(validateRequest.errors ?? []) };
    const lang = request.lang === undefined ? defaultLanguage : matchLanguage(request.lang);
    if (!lang) return { error: `unknown lang "${request.lang}"` };
    try {
      return answer(request, translatorFor(lang), lang);
    } catch (error) {
      return { error: `could not check this value: ${(error as Error).message}` };
    }
  };
}
