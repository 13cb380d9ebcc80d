import { describe, it, expect } from 'vitest';
import errorsConfig from '../../config/errors.json';
import enUS from '../../config/locales/en-US.json';
import zhHK from '../../config/locales/zh-HK.json';
import es from '../../config/locales/es.json';
import id from '../../config/locales/id.json';
import vi from '../../config/locales/vi.json';
import type { LocaleMessages, LocaleNode } from './generated/locale.schema';
import { supportedLanguages } from './i18n';

// The five string tables of the product, config/locales/<lng>.json.
const tables: Record<string, LocaleMessages> = { 'en-US': enUS, 'zh-HK': zhHK, es, id, vi };
const source = 'en-US';
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(node: LocaleNode | LocaleMessages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || value === undefined) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** Message keys without plural suffixes, each with the suffixes (categories) it carries. */
function messages(table: Map<string, string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const key of table.keys()) {
    const match = pluralSuffix.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const categories = out.get(base) ?? new Set<string>();
    if (match?.[1]) categories.add(match[1]);
    out.set(base, categories);
  }
  return out;
}

/** Interpolations `{{x}}` and markup tags `<x>` a translation must keep. */
function tokens(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
}

/** Words of a message, leaving out interpolations, tags and symbols (`1 {{crypto}} ≈ {{price}}` has none). */
function words(text: string): number {
  return text
    .replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
}

// Names of banks and wallets are proper nouns, the same in every language ("Sterling Bank of Asia").
const brandName = /^payMethod\.[^.]+\.name$/;

/**
 * Messages end with their language's full stop (or ! or ?): everything under errors.*, validation.*
 * and payout.rule.*, every description, message, hint, tip, warning, body, instructions, detail or
 * notice, every field message (invalid, missing, required, a photo's requirement), and every key
 * whose en-US text is a sentence. These keys are labels or pieces, not sentences.
 */
const notSentences = [
  // "{{field}}: {{reason}}" API diagnostics, joined with "; "; their reason ends them.
  'errors.server.validation',
  'errors.server.reason.',
  // A refused merchant link lists its values one per line as "field: reason".
  'errors.server.merchantAddress',
  'errors.server.merchantAddressNeedsNetwork',
  'errors.server.merchantAmount',
  'errors.server.merchantCryptoNotOnNetwork',
  'errors.server.merchantMemo',
  'errors.server.merchantSellOnly',
  'errors.server.merchantToken',
  'errors.server.merchantUnknownValue',
  'errors.server.merchantLinkTimestampFuture',
  'errors.server.merchantLinkTimestampMissing',
  'errors.server.merchantLinkUnsignedField',
  // Labels and buttons.
  'validation.memo.label.',
  'errors.screen.chooseAnotherMethod',
  'status.buy.confirmingDetail',
  'embed.newTab.methodHint',
  // What a field holds, said as a noun phrase under it.
  'card.cvvHint',
  'legend.ssnHint',
  // Leads into the list of reasons shown under it.
  'kyc.status.failed.description',
];
const messageKey =
  /^(errors|validation|payout\.rule)\.|(description|message|hint|tip|warning|body|instructions|detail|notice|invalid|missing|required|requirement|tooSmall|genuine|unsupportedImage)(_[a-z]+)?$/i;
const sentenceEnd: Record<string, RegExp> = { 'zh-HK': /[。！？]$/u };
const latinSentenceEnd = /[.!?]$/;

const flat = Object.fromEntries(Object.entries(tables).map(([lng, table]) => [lng, flatten(table)]));
const sourceFlat = flat[source] ?? new Map<string, string>();
const sourceMessages = messages(sourceFlat);
const targets = supportedLanguages.filter((lng) => lng !== source);

describe('locale files', () => {
  it('exist for every supported language', () => {
    expect(Object.keys(tables).sort()).toEqual([...supportedLanguages].sort());
  });

  it('name every supported language in the language picker', () => {
    expect(Object.keys(enUS.menu.languageNames).sort()).toEqual([...supportedLanguages].sort());
  });

  it.each(targets)('%s has the same messages as en-US', (lng) => {
    expect([...messages(flat[lng] ?? new Map()).keys()].sort()).toEqual([...sourceMessages.keys()].sort());
  });

  it.each(supportedLanguages)('%s gives each counted message exactly the plural forms of its language', (lng) => {
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories.slice().sort();
    for (const [base, suffixes] of messages(flat[lng] ?? new Map())) {
      const expected = sourceMessages.get(base)?.size ? categories : [];
      expect({ base, forms: [...suffixes].sort() }).toEqual({ base, forms: expected });
    }
  });

  it.each(targets)('%s keeps every interpolation and tag of the en-US message', (lng) => {
    for (const [key, text] of flat[lng] ?? new Map<string, string>()) {
      const english = sourceFlat.get(key) ?? sourceFlat.get(key.replace(pluralSuffix, '_other'));
      expect({ key, tokens: tokens(text) }).toEqual({ key, tokens: tokens(english ?? '') });
    }
  });

  it.each(targets)('%s translates every sentence longer than three words', (lng) => {
    const untranslated = [...(flat[lng] ?? new Map<string, string>())].filter(([key, text]) => {
      const english = sourceFlat.get(key);
      return english !== undefined && words(english) > 3 && text === english && !brandName.test(key);
    });
    expect(untranslated).toEqual([]);
  });

  it.each(supportedLanguages)('%s ends every message with its full stop', (lng) => {
    const end = sentenceEnd[lng] ?? latinSentenceEnd;
    const unfinished = [...(flat[lng] ?? new Map<string, string>())].filter(([key, text]) => {
      const english = sourceFlat.get(key) ?? sourceFlat.get(key.replace(pluralSuffix, '_other')) ?? '';
      const sentence =
        (messageKey.test(key) || latinSentenceEnd.test(english)) &&
        !notSentences.some((label) => (label.endsWith('.') ? key.startsWith(label) : key === label));
      return sentence && !end.test(text.trimEnd());
    });
    expect(unfinished).toEqual([]);
  });

  it('holds every errors.* message that config/errors.json refers to', () => {
    const referenced = JSON.stringify(errorsConfig).match(/"errors\.[\w.]+"/g) ?? [];
    const missing = referenced.map((quoted) => quoted.slice(1, -1)).filter((key) => !sourceFlat.has(key));
    expect(missing).toEqual([]);
  });
});
