import Decimal from 'decimal.js';
import sax from 'sax';
import type { FiatRateSource } from '../../../../shared/generated/providers.schema';

/** Units of one fiat per one unit of the base fiat, from one source. */
export interface RateReading {
  fiat: string;
  value: Decimal;
  time: number;
}

export interface RatesReading {
  readings: RateReading[];
  /** Each listed fiat the answer gave no usable rate for. */
  failures: string[];
}

/** What a source's answer says, before the source's fiats are picked from it. */
interface RateTable {
  /** Units of each currency per unit of `base`, as written. */
  rates: Map<string, string>;
  base: string;
  time: number;
}

async function fetchBody(url: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  const body = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return body;
}

/** Coinbase's public exchange rates (docs.cdp.coinbase.com, Data API: Exchange Rates): `{ data: { currency, rates: { EUR: "0.92", … } } }`, asked in the base fiat. */
async function coinbaseRates(source: FiatRateSource, baseFiat: string, timeoutMs: number, arrived: () => number): Promise<RateTable> {
  const url = `${source.baseUrl.replace(/\/+$/, '')}/v2/exchange-rates?currency=${encodeURIComponent(baseFiat)}`;
  const body = JSON.parse(await fetchBody(url, timeoutMs)) as { data?: { currency?: unknown; rates?: unknown } };
  const { currency, rates } = body.data ?? {};
  if (currency !== baseFiat || !rates || typeof rates !== 'object') throw new Error(`${url} did not answer rates per ${baseFiat}`);
  const written = Object.entries(rates).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { rates: new Map(written), base: baseFiat, time: arrived() };
}

/** The currency the ECB's reference rates are quoted per. */
const ecbBase = 'EUR';

/**
 * The ECB's euro foreign exchange reference rates (www.ecb.europa.eu/stats/eurofxref/):
 * `<Cube time="2025-01-10"><Cube currency="USD" rate="1.0299"/>…</Cube>`, per euro. They are set
 * once a working day, so their time is the start (UTC) of the day they are for.
 */
async function ecbRates(source: FiatRateSource, timeoutMs: number): Promise<RateTable> {
  const url = `${source.baseUrl.replace(/\/+$/, '')}/stats/eurofxref/eurofxref-daily.xml`;
  const xml = await fetchBody(url, timeoutMs);
  const rates = new Map<string, string>([[ecbBase, '1']]);
  let day: string | undefined;
  const parser = sax.parser(true);
  parser.onopentag = (tag) => {
    if (tag.name !== 'Cube') return;
    const { time, currency, rate } = tag.attributes as Record<string, string | undefined>;
    if (time !== undefined) day = time;
    if (currency !== undefined && rate !== undefined) rates.set(currency, rate);
  };
  parser.write(xml).close();
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!date) throw new Error(`${url} gave no day for its rates`);
  return { rates, base: ecbBase, time: Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])) };
}

/** A written rate above zero, or undefined. */
function positive(written: string | undefined): Decimal | undefined {
  if (written === undefined) return undefined;
  try {
    const value = new Decimal(written);
    return value.isFinite() && value.greaterThan(0) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The source's rate of each of its fiats per one base fiat (a table in another base is crossed
 * through the base fiat's own rate in it). A failure of the whole source (no answer, HTTP error,
 * not its format) throws.
 */
export async function readRates(source: FiatRateSource, baseFiat: string, timeoutMs: number, now: () => number): Promise<RatesReading> {
  const table = source.format === 'coinbase' ? await coinbaseRates(source, baseFiat, timeoutMs, now) : await ecbRates(source, timeoutMs);
  const basePerUnit = table.base === baseFiat ? new Decimal(1) : positive(table.rates.get(baseFiat));
  if (basePerUnit === undefined) throw new Error(`${source.name} gave no rate for the base fiat ${baseFiat}`);
  const reading: RatesReading = { readings: [], failures: [] };
  for (const fiat of source.fiats) {
    const rate = positive(table.rates.get(fiat));
    if (rate === undefined) reading.failures.push(`${fiat}: ${table.rates.has(fiat) ? `rate ${String(table.rates.get(fiat))} is not above 0` : 'no rate'}`);
    else reading.readings.push({ fiat, value: rate.dividedBy(basePerUnit), time: table.time });
  }
  return reading;
}
