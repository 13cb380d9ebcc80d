import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { combine, type Observation } from './combine';

const rules = { minimumSources: 2, outlierPercent: new Decimal(5) };
const at = 1_000_000;
const seen = (source: string, value: string, age = 0, maxAgeMs = 60_000): Observation => ({
  source,
  what: 'BTC/USD',
  value: new Decimal(value),
  time: at - age,
  maxAgeMs,
});

describe('combine', () => {
  it('takes the median of the fresh sources, the middle two averaged when they are even', () => {
    expect(combine([seen('a', '100'), seen('b', '103'), seen('c', '101')], at, rules)).toMatchObject({ kind: 'reference', value: new Decimal(101) });
    expect(combine([seen('a', '100'), seen('b', '102'), seen('c', '101'), seen('d', '104')], at, rules)).toMatchObject({
      kind: 'reference',
      value: new Decimal('101.5'),
    });
  });

  it('leaves out a source further than the outlier percentage from the median, and says how far each was', () => {
    const combined = combine([seen('a', '100'), seen('b', '100.2'), seen('c', '99.9'), seen('d', '120')], at, rules);
    expect(combined).toMatchObject({ kind: 'reference', value: new Decimal(100), sources: ['a BTC/USD', 'b BTC/USD', 'c BTC/USD'] });
    expect(combined.deviations.map(({ source, percent, outlier }) => [source, percent.toDecimalPlaces(2).toFixed(), outlier])).toEqual([
      ['a', '-0.1', false],
      ['b', '0.1', false],
      ['c', '-0.2', false],
      ['d', '19.88', true],
    ]);
  });

  it('leaves out a source older than its bound, and is as old as the oldest source it kept', () => {
    const combined = combine([seen('a', '100', 60_001), seen('b', '101', 30_000), seen('c', '102', 10_000)], at, rules);
    expect(combined).toMatchObject({ kind: 'reference', value: new Decimal('101.5'), time: at - 30_000, sources: ['b BTC/USD', 'c BTC/USD'] });
  });

  it('holds until the first kept source turns stale', () => {
    expect(combine([seen('a', '100', 50_000), seen('b', '101', 10_000)], at, rules).validUntil).toBe(at + 10_001);
  });

  it('refuses with fewer fresh sources than the minimum, outliers left out', () => {
    expect(combine([seen('a', '100'), seen('b', '101', 70_000)], at, rules)).toMatchObject({
      kind: 'refused',
      reason: '1 of 2 sources fresh and within 5 % of the median, fewer than 2',
    });
    expect(combine([seen('a', '100'), seen('b', '130')], at, rules).kind).toBe('refused');
    expect(combine([], at, rules).kind).toBe('refused');
  });
});
