import { describe, it, expect } from 'vitest';
import { loadLocale } from './localeSources';

const module = (tree: object) => async () => ({ default: tree });

describe('loading a language', () => {
  const files = { '/l/en-US.json': module({ common: { ok: 'OK' } }), '/l/es.json': module({ common: { ok: 'Vale' } }) };

  it('loads the file of that language only', async () => {
    await expect(loadLocale('es', files)).resolves.toEqual({ common: { ok: 'Vale' } });
    await expect(loadLocale('en-US', files)).resolves.toEqual({ common: { ok: 'OK' } });
  });

  it('gives an empty table for a language without a file (i18next then falls back to en-US)', async () => {
    await expect(loadLocale('vi', files)).resolves.toEqual({});
  });

  it('finds all five languages of the product in config/locales', async () => {
    for (const lng of ['en-US', 'zh-HK', 'es', 'id', 'vi']) expect(Object.keys(await loadLocale(lng)).length).toBeGreaterThan(5);
  });
});
