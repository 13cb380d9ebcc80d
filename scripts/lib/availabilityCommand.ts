/**
 * `npm run availability -- --side sell [--country BR] [--fiat BRL]`: the availability map of
 * GET /api/availability (src/shared/availability) as a table for ops, one row per method.
 */
import { parseArgs } from 'node:util';
import { gangwayConfig } from '../../src/shared/config/nodeSource';
import { networksConfig } from '../../src/shared/address/networks';
import { availabilityMap, type AvailabilitySources } from '../../src/shared/availability/availabilityMap';
import { assetsConfig } from '../../src/shared/config/assets';
import { constants } from '../../src/shared/config/constants';
import { paymentMethodCatalogue } from '../../src/shared/config/paymentMethods';
import type { Availability, AvailableMethod } from '../../src/shared/generated/api/availability.schema';
import { createTranslator } from '../../src/shared/i18n';
import { payoutFormLoader } from '../../src/shared/payout/resolve';
import type { PayoutForm } from '../../src/shared/generated/payout-form.schema';
import type { ConfigFile } from '../../src/shared/config/check/configDir';

export const usage = 'usage: npm run availability -- --side buy|sell [--country XX] [--fiat XXX]';

const english = createTranslator({ 'en-US': gangwayConfig.locales['en-US'] ?? {} }, 'en-US');
const sandbox = gangwayConfig.sandbox;

/** The map's sources as the server has them: this config directory's payout forms, the sandbox KYC provider's thresholds. */
export function availabilitySources(files: ConfigFile[]): AvailabilitySources {
  const forms = Object.fromEntries(
    files.filter((file) => file.path.startsWith('payout-forms/') && file.data !== undefined).map((file) => [file.path, file.data as PayoutForm]),
  );
  return {
    catalogue: paymentMethodCatalogue,
    assets: assetsConfig,
    networks: networksConfig,
    payoutForms: payoutFormLoader(forms),
    defaultSellPayWayCode: constants.defaultSellPayWayCode,
    kycThresholds: (side, fiat) => (side === 'buy' ? sandbox.kyc.limits : sandbox.kyc.sellLimits)[fiat],
  };
}

function embedOf(method: AvailableMethod): string {
  const needs = [
    method.embed.needsCamera ? 'camera' : '',
    method.embed.needsPaymentPermission ? 'payment' : '',
    method.embed.redirectOnly ? 'redirect' : '',
  ].filter(Boolean);
  return needs.join('+') || '-';
}

function kycOf(method: AvailableMethod): string {
  const { identityCountries, identityReview, rule } = method.kyc;
  return (
    [identityCountries ? `identity ${identityCountries.join('/')}` : '', identityReview ? 'identity review' : '', rule ? `rule ${rule}` : '']
      .filter(Boolean)
      .join(', ') || '-'
  );
}

/** The map as aligned columns, an offer without methods as one row saying so. */
export function availabilityTable(map: Availability): string[] {
  const header = ['country', 'fiat', 'payWayCode', 'method', 'type', 'limits', 'fee', 'kyc', 'payout form', 'embed'];
  const rows = map.offers.flatMap((offer) => {
    const kycAbove = offer.kyc ? ` (KYC above ${offer.kyc.above})` : '';
    if (offer.methods.length === 0) return [[offer.country, `${offer.fiat}${kycAbove}`, '-', 'no method offered', '', '', '', '', '', '']];
    return offer.methods.map((method) => [
      offer.country,
      `${offer.fiat}${kycAbove}`,
      method.payWayCode,
      english(method.nameKey),
      method.type,
      method.limits ? `${method.limits.min}-${method.limits.max}` : '-',
      `${method.fee.percent}% + ${method.fee.fixed}`,
      kycOf(method),
      method.payoutForm ? method.payoutForm.name : '-',
      embedOf(method),
    ]);
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const cryptos = map.cryptos.map((crypto) => `${crypto.crypto} (${crypto.networks.join(', ')})`).join('; ');
  return [line(header), ...rows.map(line), '', `${map.side === 'buy' ? 'bought' : 'sold'}: ${cryptos}`];
}

export function availabilityCommand(argv: string[], files: ConfigFile[]): { exitCode: number; lines: string[] } {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { side: { type: 'string' }, country: { type: 'string' }, fiat: { type: 'string' } } }));
  } catch (error) {
    return { exitCode: 2, lines: [(error as Error).message, usage] };
  }
  const { side, country, fiat } = values;
  if (side !== 'buy' && side !== 'sell') return { exitCode: 2, lines: ['--side must be buy or sell', usage] };
  const map = availabilityMap(
    { side, ...(country === undefined ? {} : { country: country.toUpperCase() }), ...(fiat === undefined ? {} : { fiat: fiat.toUpperCase() }) },
    availabilitySources(files),
  );
  if (map.offers.length === 0)
    return { exitCode: 1, lines: [`nothing is offered to ${side} for ${[country, fiat].filter(Boolean).join(' ') || 'any country'}`] };
  return { exitCode: 0, lines: availabilityTable(map) };
}
