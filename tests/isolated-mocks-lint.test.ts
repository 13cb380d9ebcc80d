import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The unit project shares one module graph per worker (vitest.config.ts, isolate: false): a module
 * replaced with vi.mock would stay replaced for the files that run after it in the same worker. The
 * lint keeps vi.mock in *.isolated.test.* files, which the `isolated` project runs on graphs of their own.
 */
const mocking = "import { vi } from 'vitest';\nvi.mock('./somewhere', () => ({}));\n";

/** What ESLint says of that text as if it stood at `filePath` (a file of the repository: only its name decides which rules apply). */
async function ruleIds(filePath: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(mocking, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('vi.mock and the shared module graph', () => {
  it('refuses vi.mock in a unit test file, which shares its modules with the files after it', async () => {
    expect(await ruleIds('src/ui/router/navigator.test.ts')).toContain('no-restricted-syntax');
  }, 60_000);

  it('allows it in an *.isolated.test.* file, which the isolated project runs on a module graph of its own', async () => {
    expect(await ruleIds('src/ui/router/screenLoader.isolated.test.ts')).toEqual([]);
  }, 60_000);
});
