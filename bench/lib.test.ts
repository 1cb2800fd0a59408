import { describe, expect, it } from 'vitest';
import { atLeast, atMost, type Figure, geometricMeanInterval, judge, median, summaryTable } from './lib';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([97, 72, 95])).toBe(95);
  });
  it('takes the lower middle of an even count (a failed run never lifts the score)', () => {
    expect(median([90, 80])).toBe(80);
  });
  it('is NaN for no runs', () => {
    expect(median([])).toBeNaN();
  });
});

describe('geometricMeanInterval', () => {
  it('is the geometric mean, with an interval that narrows as agreeing rounds add up', () => {
    const few = geometricMeanInterval([0.8, 1.25, 0.8, 1.25]);
    expect(few.mean).toBeCloseTo(1, 10);
    expect(few.low).toBeLessThan(0.9);
    expect(few.high).toBeGreaterThan(1.1);
    const many = geometricMeanInterval(Array.from({ length: 400 }, (_, i) => (i % 2 ? 0.8 : 1.25)));
    expect(many.mean).toBeCloseTo(1, 10);
    expect(many.high / many.low).toBeLessThan(few.high / few.low);
    expect(many.low).toBeGreaterThan(0.97);
  });
  it('holds one ratio as it is, and is NaN for none', () => {
    expect(geometricMeanInterval([0.9])).toEqual({ mean: 0.9, low: 0.9, high: 0.9 });
    expect(geometricMeanInterval([]).mean).toBeNaN();
  });
});

describe('judge', () => {
  const ratio = (values: Figure['values'], extra: Partial<Figure> = {}): Figure => ({
    figure: 'ratio',
    values,
    goal: atLeast(0.8),
    ...extra,
  });

  it('is yes only when every measured database meets the goal', () => {
    expect(judge(ratio({ pglite: 0.9, postgres: 0.85 }))).toBe('yes');
    expect(judge(ratio({ pglite: 0.9, postgres: 0.79 }))).toBe('NO');
  });
  it('counts a failed measurement as a miss', () => {
    expect(judge(ratio({ pglite: Number.NaN, postgres: 0.9 }))).toBe('NO');
  });
  it('judges what was measured when a database was not run', () => {
    expect(judge(ratio({ pglite: 0.9 }, { missing: { postgres: 'unreachable' } }))).toBe('yes');
    expect(judge(ratio({}, { missing: { pglite: 'not asked', postgres: 'unreachable' } }))).toBe('—');
  });
  it('judges only the databases the goal names', () => {
    const memory: Figure = {
      figure: 'memory',
      values: { pglite: 240, postgres: 300 },
      goal: atMost(250),
      judged: ['pglite'],
    };
    expect(judge(memory)).toBe('yes');
    expect(judge({ ...memory, values: { pglite: 251, postgres: 100 } })).toBe('NO');
  });
  it('has no verdict without a goal', () => {
    expect(judge({ figure: 'orders/s', values: { pglite: 12 } })).toBe('—');
  });
});

describe('summaryTable', () => {
  it('prints each figure per database beside its goal and verdict', () => {
    const table = summaryTable([
      {
        figure: 'first search worst',
        values: { pglite: 87.25, postgres: 120 },
        unit: ' ms',
        digits: 1,
        goal: atMost(100, ' ms'),
      },
      {
        figure: 'initial JavaScript',
        values: { none: 104.44 },
        unit: ' KiB',
        digits: 1,
        goal: atMost(110, ' KiB'),
      },
      {
        figure: 'lighthouse: home',
        values: { pglite: 96 },
        missing: { postgres: 'unreachable' },
        goal: atLeast(95),
      },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^\| figure +\| +PGlite \| +PostgreSQL \| +goal \| met\? \|$/);
    expect(lines[2]).toMatch(/first search worst +\| +87\.3 ms \| +120\.0 ms \| +≤ 100 ms \| +NO \|$/);
    expect(lines[3]).toMatch(/initial JavaScript +\| +104\.4 KiB \| no database \| +≤ 110 KiB \| +yes \|$/);
    expect(lines[4]).toMatch(/lighthouse: home +\| +96 \| +unreachable \| +≥ 95 \| +yes \|$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
  it('shows a failed measurement as failed', () => {
    expect(summaryTable([{ figure: 'x', values: { pglite: Number.NaN }, goal: atLeast(1) }])).toMatch(
      /\| x +\| failed \| not measured \| +≥ 1 \| +NO \|/,
    );
  });
});
