import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

const fractions = [0, 0.1, 0.5, 0.9, 0.95, 0.99, 1];

/** Exact percentile_cont and the histogram's answer over the same durations. */
async function percentiles(
  durations: readonly number[],
  fraction: number,
): Promise<{ exact: number; histogram: number }> {
  const [row] = await database.sql.query<{ exact: number; histogram: number }>(
    `with durations as (select value::integer as ms from jsonb_array_elements_text($1::jsonb) as value),
       histogram as (select parley.duration_bucket(ms) as bucket_ms, count(*) as attempts from durations group by 1)
     select (select percentile_cont($2::double precision) within group (order by ms) from durations) as exact,
       (select public.histogram_percentile(array_agg(bucket_ms), array_agg(attempts), $2::double precision)
         from histogram) as histogram`,
    [JSON.stringify(durations), fraction],
  );
  return { exact: Number(row?.exact), histogram: Number(row?.histogram) };
}

/** Deterministic spread of durations: `count` values from `low` to `high`, log-spaced with jitter. */
function durations(count: number, low: number, high: number): number[] {
  return Array.from({ length: count }, (_, index) => {
    const jitter = ((index * 7919) % 101) / 101;
    return Math.floor(low * Math.pow(high / low, (index + jitter) / count));
  });
}

describe('parley.duration_bucket', () => {
  it('keeps durations below 64 ms and rounds longer ones down to a 32nd of their power of two', async () => {
    const rows = await database.sql.query<{ bucket: number }>(
      `select parley.duration_bucket(value::integer) as bucket
       from jsonb_array_elements_text($1::jsonb) with ordinality as input (value, position) order by position`,
      [JSON.stringify([0, 1, 63, 64, 65, 127, 128, 131, 1000, 1234, 45_678, 123_456, 2_147_483_647])],
    );
    expect(rows.map((row) => row.bucket)).toEqual([
      0,
      1,
      63,
      64,
      64,
      126,
      128,
      128,
      992,
      1216,
      45_056,
      122_880,
      2_113_929_216,
    ]);
  });

  it('gives each bucket its width: 1 below 64 ms, then a 32nd of the power of two', async () => {
    const rows = await database.sql.query<{ width: number }>(
      `select public.duration_bucket_width(value::integer) as width
       from jsonb_array_elements_text($1::jsonb) with ordinality as input (value, position) order by position`,
      [JSON.stringify([0, 63, 64, 126, 128, 992, 1216])],
    );
    expect(rows.map((row) => row.width)).toEqual([1, 1, 2, 2, 4, 16, 32]);
  });
});

describe('public.histogram_percentile', () => {
  it.each(fractions)('equals percentile_cont exactly below 64 ms (fraction %s)', async (fraction) => {
    const { exact, histogram } = await percentiles(durations(501, 1, 63), fraction);
    expect(histogram).toBeCloseTo(exact, 9);
  });

  it.each(fractions)('is within 1.6 %% of percentile_cont above 64 ms (fraction %s)', async (fraction) => {
    const { exact, histogram } = await percentiles(durations(997, 1, 600_000), fraction);
    expect(Math.abs(histogram - exact)).toBeLessThanOrEqual(exact / 64);
  });

  it('is null over no attempts, and weighs a bucket by its attempts, repeated buckets added up', async () => {
    const [row] = await database.sql.query<{ none: number | null; weighted: number }>(
      `select public.histogram_percentile('{}'::integer[], '{}'::bigint[], 0.5) as none,
         public.histogram_percentile(array[10, 20, 10], array[2, 1, 1]::bigint[], 0.5) as weighted`,
    );
    // 10 ms three times (the repeated bucket adds up), 20 ms once: the median is 10.
    expect(row).toEqual({ none: null, weighted: 10 });
  });
});
