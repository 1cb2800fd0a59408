import { SEARCH_TOTAL_HEADER, type SearchResult } from '@svarna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

const search = async (query: string, limit: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/search?query=${encodeURIComponent(query)}&limit=${limit}`,
  });
  expect(res.statusCode).toBe(200);
  return { body: res.json() as SearchResult[], total: res.headers[SEARCH_TOTAL_HEADER] };
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.db.insert(s.products).values(
    Array.from({ length: 25 }, (_, i) => ({
      slug: `zircon-stud-${i + 1}`,
      name: `Zircon Stud ${i + 1}`,
      shortDescription: 'Clear stones',
      basePricePaise: 100_000,
    })),
  );
  await t.db.insert(s.products).values({ slug: 'pearl-drop', name: 'Pearl Drop', basePricePaise: 100_000 });
});
afterAll(async () => {
  await t.close();
});

describe(`GET /api/products/search: the ${SEARCH_TOTAL_HEADER} header`, () => {
  it('counts every match while the body holds at most the limit', async () => {
    const page = await search('zircon', 20);
    expect(page.body).toHaveLength(20);
    expect(page.total).toBe('25');
  });

  it('is the same from the cache, and for a limit that holds them all', async () => {
    expect((await search('zircon', 20)).total).toBe('25');
    const all = await search('zircon', 50);
    expect(all.body).toHaveLength(25);
    expect(all.total).toBe('25');
  });

  it('is 0 when nothing matches or nothing is asked', async () => {
    expect(await search('qqxxzzv', 20)).toEqual({ body: [], total: '0' });
    expect(await search('   ', 20)).toEqual({ body: [], total: '0' });
  });
});
