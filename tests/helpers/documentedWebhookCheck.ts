import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type SignatureCheck = (rawBody: string, header: string | undefined, secret: string, toleranceSeconds?: number, nowSeconds?: number) => boolean;

/**
 * Test support: the signature check of docs/embedding.md "Checking the signature", loaded from the
 * document's own code block, so the tests hold what merchants copy.
 */
export async function documentedSignatureCheck(): Promise<SignatureCheck> {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/embedding.md'), 'utf8');
  const block = [...doc.matchAll(/```js\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? '')
    .find((code) => code.includes('export function verifyGangwaySignature'));
  if (!block) throw new Error('docs/embedding.md has no verifyGangwaySignature code block');
  const dir = mkdtempSync(join(tmpdir(), 'gangway-doc-check-'));
  try {
    const file = join(dir, 'verify.mjs');
    writeFileSync(file, block);
    const loaded = (await import(pathToFileURL(file).href)) as { verifyGangwaySignature: SignatureCheck };
    return loaded.verifyGangwaySignature;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
