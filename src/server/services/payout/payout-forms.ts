import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PayoutForm } from '../../../shared/generated/payout-form.schema';
import { payoutFormLoader, type PayoutFormLoader } from '../../../shared/payout';
import { configDirFromEnv } from '../../../shared/config/check/configLocation';

const formsDir = join(configDirFromEnv(), 'payout-forms');

/** Every file under <config dir>/payout-forms, keyed the way payoutFormLoader expects ("payout-forms/BR.json"). */
function readForms(dir: string): Record<string, PayoutForm> {
  const files: Record<string, PayoutForm> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) files[`payout-forms/${relative(dir, full)}`] = JSON.parse(readFileSync(full, 'utf8')) as PayoutForm;
    }
  };
  walk(dir);
  return files;
}

/** The server reads the same form files the browser bundles, once at start. */
export const serverPayoutForms: PayoutFormLoader = payoutFormLoader(readForms(formsDir));
