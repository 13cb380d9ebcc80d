import { describe, it, expect } from 'vitest';
import constants from '../../config/constants.json';
import enUS from '../../config/locales/en-US.json';
import zhHK from '../../config/locales/zh-HK.json';
import es from '../../config/locales/es.json';
import id from '../../config/locales/id.json';
import vi from '../../config/locales/vi.json';
import { createTranslator, defaultLanguage, languageFromAcceptLanguage, matchLanguage, normalizeLanguage, supportedLanguages } from './i18n';

const ui = { 'en-US': enUS, 'zh-HK': zhHK, es, id, vi };

describe('createTranslator', () => {
  it('translates a nested key with interpolation in the chosen language', () => {
    expect(createTranslator(ui, 'es')('home.stepBar', { step: 2, total: 3 })).toBe('Paso 2 de 3');
    expect(createTranslator(ui, 'en-US')('home.stepBar', { step: 2, total: 3 })).toBe('Step 2 of 3');
  });

  it('normalizes the language it is given', () => {
    expect(createTranslator(ui, 'zh_hk')('home.tabs.buy')).toBe('購買加密貨幣');
    expect(createTranslator(ui, 'in-ID')('home.tabs.sell')).toBe('Jual Kripto');
  });

  it('falls back to en-US for a key the chosen language lacks', () => {
    const t = createTranslator({ 'en-US': { only: { english: 'Only in English' } }, vi: {} }, 'vi');
    expect(t('only.english')).toBe('Only in English');
  });

  it('returns the key itself when no language has it', () => {
    expect(createTranslator(ui, 'en-US')('home.noSuchKey')).toBe('home.noSuchKey');
  });

  it('picks the plural form each language needs from count', () => {
    const en = createTranslator(ui, 'en-US');
    expect(en('time.workDays', { count: 1 })).toBe('1 work day');
    expect(en('time.workDays', { count: 3 })).toBe('3 work days');
    const spanish = createTranslator(ui, 'es');
    expect(spanish('time.minutes', { count: 1 })).toBe('1 minuto');
    expect(spanish('time.minutes', { count: 1000000 })).toBe('1000000 minutos');
    expect(createTranslator(ui, 'zh-HK')('time.minutes', { count: 1 })).toBe('1 分鐘');
  });

  it('leaves interpolated values unescaped, for React and JSON to encode', () => {
    const t = createTranslator(ui, 'en-US');
    expect(t('errors.server.validation', { field: 'email', reason: 'must be "x@y.z" & <short>' })).toBe('email: must be "x@y.z" & <short>');
  });

  it('keeps translators in different languages independent', () => {
    const vietnamese = createTranslator(ui, 'vi');
    const english = createTranslator(ui, 'en-US');
    expect(vietnamese('common.continue')).toBe('Tiếp tục');
    expect(english('common.continue')).toBe('Continue');
    expect(vietnamese('common.continue')).toBe('Tiếp tục');
  });
});

describe('normalizeLanguage', () => {
  it.each([
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['zh', 'zh-HK'],
    ['zh-hk', 'zh-HK'],
    ['zh_HK', 'zh-HK'],
    ['zh-TW', 'zh-HK'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es_419', 'es'],
    ['id', 'id'],
    ['in', 'id'],
    ['id-ID', 'id'],
    ['vi-VN', 'vi'],
    [' VI ', 'vi'],
  ])('maps %j to %s', (raw, expected) => {
    expect(normalizeLanguage(raw)).toBe(expected);
  });

  it.each([['fr'], ['de-DE'], ['*'], ['x'], [''], [null], [undefined]])('falls back to the default language for %j', (raw) => {
    expect(matchLanguage(raw)).toBeUndefined();
    expect(normalizeLanguage(raw)).toBe('en-US');
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,fr;q=0.9,vi;q=0.5', 'vi'],
    ['en;q=0.1, id;q=0.9', 'id'],
    ['zh-Hant-HK, en;q=0.5', 'zh-HK'],
    ['vi;q=0, es;q=0.2', 'es'],
    ['*', 'en-US'],
    ['fr, de', 'en-US'],
    ['', 'en-US'],
    [undefined, 'en-US'],
  ])('chooses the preferred supported language of %j', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('keeps header order between ranges of equal quality', () => {
    expect(languageFromAcceptLanguage('id;q=0.8, vi;q=0.8')).toBe('id');
  });
});

describe('supported languages', () => {
  it('come from config/constants.json', () => {
    expect(supportedLanguages).toEqual(constants.languages);
    expect(defaultLanguage).toBe(constants.defaultLanguage);
  });
});
