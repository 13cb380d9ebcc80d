import type { TestCard } from '../../../../shared/generated/sandbox.schema';
import type { Translator } from '../../../../shared/i18n';
import { escapeHtml, hashSource } from './page-html';

/**
 * The sandbox card adapter's browser fields (docs/providers.md 'Card data'), the way a processor's
 * hosted fields work: the card screen frames this page and posts it `gangway.cardFields.tokenize`;
 * the page checks the number (Luhn), expiry and CVV itself and answers the parent `gangway.cardFields.invalid`
 * with the fields at fault, or registers the card with the sandbox (its test card, brand, last four
 * and expiry: never the number or the CVV) and posts back `gangway.cardFields.token`. Only this page
 * ever holds the number.
 */
const script = `
(() => {
  const root = document.querySelector('main');
  const cards = JSON.parse(root.dataset.cards);
  const field = (name) => document.getElementById(name);
  const digits = (value) => value.replace(/\\D/g, '');
  const luhn = (number) => {
    let sum = 0;
    for (let i = 0; i < number.length; i += 1) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return number.length >= 12 && number.length <= 19 && sum % 10 === 0;
  };
  const brandOf = (number) => /^4/.test(number) ? 'visa' : /^(5[1-5]|2[2-7])/.test(number) ? 'mastercard' : /^3[47]/.test(number) ? 'american-express' : 'card';
  const expiryOf = (value) => {
    const match = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2})\\s*$/.exec(value);
    if (!match) return undefined;
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    const now = new Date();
    const past = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
    return month >= 1 && month <= 12 && !past ? { expMonth: String(month).padStart(2, '0'), expYear: String(year) } : undefined;
  };
  const show = (name, wrong) => {
    field(name).setAttribute('aria-invalid', String(wrong));
    document.getElementById(name + '-error').hidden = !wrong;
  };
  window.addEventListener('message', async (event) => {
    if (event.source !== window.parent || event.data?.type !== 'gangway.cardFields.tokenize') return;
    const reply = (message) => window.parent.postMessage(message, event.origin);
    const number = digits(field('number').value);
    const expiry = expiryOf(field('expiry').value);
    const cvv = digits(field('cvv').value);
    const wrong = { number: !luhn(number), expiry: !expiry, cvv: cvv.length !== (brandOf(number) === 'american-express' ? 4 : 3) };
    for (const [name, value] of Object.entries(wrong)) show(name, value);
    const invalid = Object.keys(wrong).filter((name) => wrong[name]);
    if (invalid.length > 0) return reply({ type: 'gangway.cardFields.invalid', fields: invalid });
    const card = cards.indexOf(number);
    const answer = await fetch(root.dataset.tokens, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card, brand: brandOf(number), last4: number.slice(-4), ...expiry }),
    }).then((response) => (response.ok ? response.json() : undefined), () => undefined);
    const token = answer?.data?.token;
    reply(token ? { type: 'gangway.cardFields.token', token, brand: brandOf(number), last4: number.slice(-4) } : { type: 'gangway.cardFields.failed' });
  });
})();
`;

const style = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang HK", sans-serif; }
body { margin: 0; background: transparent; color: #1b1f24; }
main { display: grid; gap: 0.75rem; padding: 0.25rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
label { display: grid; gap: 0.25rem; font-size: 0.875rem; }
input { font: inherit; padding: 0.625rem 0.75rem; border: 1px solid #b8c0cc; border-radius: 8px; }
input[aria-invalid="true"] { border-color: #b42318; }
.error { margin: 0; color: #b42318; font-size: 0.8125rem; }
.mode { margin: 0; color: #5c4400; font-size: 0.75rem; }
`;

/**
 * Framed by this server's own pages only; its one script and style by hash; its one fetch to this
 * server (the sandbox's token endpoint).
 */
export const cardFieldsHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; script-src ${hashSource(script)}; style-src ${hashSource(style)}; connect-src 'self'; form-action 'none'; frame-ancestors 'self'; base-uri 'none'`,
};

export function renderCardFields(options: { lng: string; t: Translator; cards: TestCard[]; tokensUrl: string }): string {
  const { t } = options;
  const text = (key: string) => escapeHtml(t(key));
  const input = (name: string, label: string, error: string, autocomplete: string, extra = '') => `<label>${text(label)}
    <input id="${name}" name="${name}" autocomplete="${autocomplete}" inputmode="numeric" aria-invalid="false" aria-describedby="${name}-error"${extra}>
    <p class="error" id="${name}-error" role="alert" hidden>${text(error)}</p></label>`;
  return `<!doctype html>
<html lang="${escapeHtml(options.lng)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text('card.cardNumber')}</title>
<style>${style}</style>
</head>
<body>
<main data-cards="${escapeHtml(JSON.stringify(options.cards.map((card) => card.number)))}" data-tokens="${escapeHtml(options.tokensUrl)}">
  ${input('number', 'card.cardNumber', 'validation.card.number.invalid', 'cc-number')}
  <div class="row">
  ${input('expiry', 'card.expiry', 'validation.card.expiry.invalid', 'cc-exp', ` placeholder="${text('card.expiryPlaceholder')}"`)}
  ${input('cvv', 'card.cvv', 'validation.card.cvv.invalid', 'cc-csc', ' maxlength="4"')}
  </div>
  <p class="mode">${text('server.sandboxGateway.testMode')}</p>
</main>
<script>${script}</script>
</body>
</html>
`;
}
