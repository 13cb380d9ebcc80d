import { describe, it, expect } from 'vitest';
import { loadLocale, mergeLocaleTrees } from './localeSources';

const module = (tree: object) => async () => ({ default: tree });

describe('loading a language', () => {
  it('merges the merged file and the parts of that language only, parts extending it', async () => {
    const merged = { '/l/en-US.json': module({ common: { ok: 'OK', close: 'Close' } }), '/l/es.json': module({ common: { ok: 'Vale' } }) };
    const parts = { '/l/parts/web/en-US.json': module({ web: { brand: 'Gangway' } }), '/l/parts/ui/es.json': module({ common: { ok: 'Aceptar' } }) };
    await expect(loadLocale('en-US', merged, parts)).resolves.toEqual({ common: { ok: 'OK', close: 'Close' }, web: { brand: 'Gangway' } });
    await expect(loadLocale('es', merged, parts)).resolves.toEqual({ common: { ok: 'Aceptar' } });
  });

  it('works from parts alone before the first merge', async () => {
    await expect(loadLocale('vi', {}, { '/p/a/vi.json': module({ a: { x: '1' } }), '/p/b/vi.json': module({ b: { y: '2' } }) })).resolves.toEqual({ a: { x: '1' }, b: { y: '2' } });
  });

  it('deep-merges nested groups without dropping keys', () => {
    expect(mergeLocaleTrees([{ a: { b: '1', c: { d: '2' } } }, { a: { c: { e: '3' } } }])).toEqual({ a: { b: '1', c: { d: '2', e: '3' } } });
  });
});
