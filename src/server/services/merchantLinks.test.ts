import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import merchantsJson from '../../../config/merchants.json';
import type { MerchantsConfig } from '../../shared/generated/merchants.schema';

const merchants = (merchantsJson as MerchantsConfig).merchants;

describe('the merchants of config/merchants.json', () => {
  it.each(merchants.map((merchant) => [merchant.appId, merchant.merchantConfig.merchantLogo] as const))('%s has a logo file under public/', (_appId, logo) => {
    if (logo === undefined || logo.startsWith('https://')) return;
    expect(existsSync(join(process.cwd(), 'public', logo))).toBe(true);
  });
});
