import { describe, expect, it } from 'vitest';
import { declarationsOf, shareGeneratedTypes } from '../scripts/lib/shareGeneratedTypes';

const banner = '/* Generated. */';
const envelope = `/**
 * Every response.
 */
export interface Envelope {
  returnCode: string;
}`;

describe('generated types: one declaration of a shared shape', () => {
  it('finds top-level declarations with their JSDoc, multi-line unions included', () => {
    const source = [banner, envelope, 'export type Side =', "  | 'buy'", "  | 'sell';", 'export interface Empty {}'].join('\n');
    expect(declarationsOf(source).map((one) => [one.name, one.start, one.end])).toEqual([
      ['Envelope', 1, 7],
      ['Side', 7, 10],
      ['Empty', 10, 11],
    ]);
  });

  it("keeps the first file's declaration and imports (and re-exports) the same text elsewhere, keeping what differs", () => {
    const files = new Map([
      ['api/common.schema.ts', [banner, envelope, "export type Side = 'buy' | 'sell';"].join('\n')],
      ['api/buy.schema.ts', [banner, envelope, "export type Side = 'buy';", 'export interface Order {', '  side: Side;', '}'].join('\n')],
      ['payment-methods.schema.ts', [banner, envelope].join('\n')],
    ]);
    const shared = shareGeneratedTypes(files);
    expect(shared.get('api/common.schema.ts')).toBe(files.get('api/common.schema.ts'));
    const buy = shared.get('api/buy.schema.ts') ?? '';
    expect(buy).toContain("import type { Envelope } from './common.schema';\nexport type { Envelope } from './common.schema';");
    expect(buy).not.toContain('export interface Envelope');
    // Side is declared differently in the two files: both keep their own.
    expect(buy).toContain("export type Side = 'buy';");
    expect(buy).toContain('export interface Order {');
    expect(shared.get('payment-methods.schema.ts')).toContain("from './api/common.schema';");
  });
});
