import { describe, expect, it } from 'vitest';
import { loadTranslators } from './i18n';

describe('loadTranslators', () => {
  it('has a translator for every language of the product', () => {
    const translators = loadTranslators();
    expect([...translators.keys()]).toEqual(['en-US', 'zh-HK', 'es', 'id', 'vi']);
    expect(translators.get('es')?.('server.mail.code.subject')).toBe('Tu código de verificación de Gangway');
  });

  it('translates with the locales it is handed', () => {
    const translators = loadTranslators({ es: { server: { x: 'uno' } } });
    expect(translators.get('es')?.('server.x')).toBe('uno');
  });
});
