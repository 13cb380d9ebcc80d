import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { jsonParsePlugin } from '../scripts/lib/jsonParsePlugin';

type TransformResult = { code: string; moduleType?: string } | undefined;

/** The plugin's transform hook, called as the bundler calls it. */
function transform(code: string, id: string): TransformResult {
  const hook = jsonParsePlugin().transform as Plugin['transform'];
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('jsonParsePlugin has no transform hook');
  return handler.call({} as never, code, id) as TransformResult;
}

/** The default export of a module written as the transform wrote it, loaded as an ES module. */
async function defaultExportOf(code: string): Promise<unknown> {
  const module = (await import(/* @vite-ignore */ `data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`)) as { default: unknown };
  return module.default;
}

/** Strings that break a module written carelessly: quotes, backslashes, escapes, template syntax, markup, every Unicode plane. */
const awkward = {
  quotes: `He said "hi" and 'bye' and \`tick\``,
  backslashes: 'C:\\path\\to\\n \\u0041 \\',
  escapes: 'tab\there\nnew line\r\u0000\u001f',
  template: '${window.alert(1)} {{amount}}',
  markup: '</script><script>alert(1)</script><!-- -->',
  unicode: '中文 Tiếng Việt 😀 \u2028\u2029 \uFEFF é',
  nested: { list: [1, 2.5, -0.001, 1e21, null, true, false, '', [], {}], 'key "with" \\ quotes': '</SCRIPT>' },
};

describe('the JSON.parse build plugin', () => {
  it('runs in production builds only, before the bundler handles JSON itself', () => {
    const plugin = jsonParsePlugin();
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('pre');
  });

  it('writes a config or locale JSON module as JSON.parse of a string that evaluates to the same data', async () => {
    const source = JSON.stringify(awkward, null, 2);
    const result = transform(source, '/repo/config/locales/zh-HK.json');
    expect(result?.moduleType).toBe('js');
    expect(result?.code).toMatch(/^export default JSON\.parse\(".*"\);$/s);
    expect(await defaultExportOf(result?.code ?? '')).toEqual(JSON.parse(source));
  });

  it('keeps a top-level array or scalar JSON module as it is', async () => {
    for (const source of ['["USD", "EUR"]', '"plain"', '42', 'null']) {
      const result = transform(source, '/repo/config/fiats.json');
      expect(await defaultExportOf(result?.code ?? ''), source).toEqual(JSON.parse(source));
    }
  });

  it('leaves JSON from node_modules to the bundler', () => {
    expect(transform('{"name":"react"}', '/repo/node_modules/react/package.json')).toBeUndefined();
  });

  it('leaves modules that are not JSON alone, a JSON file asked for with a query included', () => {
    for (const id of ['/repo/src/ui/main.tsx', '/repo/config/routes.json?raw', '/repo/config/data.json5', '/repo/scripts/build.mjs']) {
      expect(transform('{"a":1}', id), id).toBeUndefined();
    }
  });
});
