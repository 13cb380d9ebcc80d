import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLocale, loadTranslators } from './i18n';

function localesFixture(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-locales-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(content));
  }
  return dir;
}

describe('loadLocale', () => {
  it('reads the language file of the configuration directory it is given', () => {
    const dir = localesFixture({ 'es.json': { server: { x: 'uno' } } });
    expect(loadLocale('es', dir)).toEqual({ server: { x: 'uno' } });
  });
});

describe('loadTranslators', () => {
  it('has a translator for every language of the product', () => {
    const translators = loadTranslators();
    expect([...translators.keys()]).toEqual(['en-US', 'zh-HK', 'es', 'id', 'vi']);
    expect(translators.get('es')?.('server.mail.code.subject')).toBe('Tu código de verificación de Gangway');
  });
});
