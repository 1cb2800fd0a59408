import { SEARCH_COUNT_CAP, SEARCH_TOTAL_HEADER } from '@svarna/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { createSearchRepository } from '../src/modules/search/search-repository';
import { createTestApp, type TestApp } from './helpers/test-app';

// Search ranks from the best sellers when they are the whole catalogue, and level by level (a common
// level from the best sellers, a rare one through the search index) when they are not. Both must give
// the answer a full ranking gives: the same products in the same order, and the same count.

let t: TestApp;

const NAMES = [
  ['Rose Gold Halo Ring', 'A halo of stones'],
  ['Rose Gold Bangle', 'Pairs with our rose gold earrings'],
  ['Gold Ring', 'Plain band'],
  ['Pearl Earrings', 'Drops on a hook'],
  ['Pearl Drop Pendant', 'On a fine chain'],
  ['Gold Chain', 'Finished with one pearl'],
  ['Layered Necklace', 'Three strands of gold'],
  ['Moissanite Stud', 'Brilliant cut'],
  ['Moissanite Solitaire Ring', 'Four prongs'],
  ['Kundan Choker', 'With a rose enamel back'],
  ['Temple Jhumka', 'Goddess motif earrings'],
  ['Silver Anklet', 'With tiny bells'],
] as const;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const [rings] = await t.db.insert(s.categories).values({ name: 'Rings', slug: 'rings' }).returning();
  // Five of each, sales repeating so ties fall to the id; every seventh unpublished.
  const rows = Array.from({ length: NAMES.length * 5 }, (_, i) => {
    const [name, shortDescription] = NAMES[i % NAMES.length]!;
    return {
      slug: `p-${i}`,
      name: `${name} ${Math.floor(i / NAMES.length)}`,
      shortDescription,
      soldCount: (i * 37) % 11,
      status: i % 7 !== 3,
      basePricePaise: 100_000,
    };
  });
  const made = await t.db
    .insert(s.products)
    .values(rows)
    .returning({ id: s.products.id, name: s.products.name });
  await t.db
    .insert(s.productCategories)
    .values(
      made
        .filter((p) => / Ring /.test(`${p.name} `))
        .map((p) => ({ productId: p.id, categoryId: rings!.id })),
    );
});
afterAll(async () => {
  await t.close();
});

const SEARCHES: [string[], string | undefined][] = [
  [['ring'], undefined],
  [['rings'], undefined],
  [['gold'], undefined],
  [['pearl'], undefined],
  [['perl'], undefined],
  [['moisanite'], undefined],
  [['nekclace'], undefined],
  [['ear'], undefined],
  [['rose'], undefined],
  [['rose', 'gold'], undefined],
  [['rose', 'gold', 'ring'], undefined],
  [['gold', 'pearl'], undefined],
  [['kundan', 'ring'], undefined],
  [['zzqx'], undefined],
  [['gold'], 'rings'],
  [['moisanite'], 'ring'],
];

describe('search from the best sellers', () => {
  it('ranks as a full ranking does, whether the best sellers are every product or only a few', async () => {
    const whole = createSearchRepository(t.db, { prefixRows: 1_000 });
    const few = createSearchRepository(t.db, { prefixRows: 4 });
    const tiny = createSearchRepository(t.db, { prefixRows: 1 });
    for (const [words, category] of SEARCHES) {
      for (const limit of [1, 3, 10, 50]) {
        const expected = await whole.searchProductIds(words, category, limit);
        const label = `${words.join(' ')} ${category ?? ''} limit ${limit}`;
        expect(await few.searchProductIds(words, category, limit), label).toEqual(expected);
        expect(await tiny.searchProductIds(words, category, limit), label).toEqual(expected);
      }
    }
  });

  it('finds nothing in a category no category is named by, and an empty category is no category', async () => {
    for (const prefixRows of [1_000, 1]) {
      const repo = createSearchRepository(t.db, { prefixRows });
      expect(await repo.searchProductIds(['gold'], "ring's", 10)).toEqual({ ids: [], total: 0 });
      expect(await repo.searchProductIds(['gold'], 'bangles-%', 10)).toEqual({ ids: [], total: 0 });
      expect(await repo.searchProductIds(['gold'], '', 10)).toEqual(
        await repo.searchProductIds(['gold'], undefined, 10),
      );
    }
  });

  it('finds what it should: the name before the description, misspellings, and nothing for nonsense', async () => {
    const repo = createSearchRepository(t.db, { prefixRows: 4 });
    const names = async (words: string[], limit: number) => {
      const { ids } = await repo.searchProductIds(words, undefined, limit);
      const rows = await t.db.select({ id: s.products.id, name: s.products.name }).from(s.products);
      return ids.map((id) => rows.find((r) => r.id === id)!.name);
    };
    // 'gold' names 15 published products; the necklace has it in its description only, so it comes after
    expect((await names(['gold'], 50)).slice(0, 13).every((n) => / Gold /.test(` ${n} `))).toBe(true);
    expect((await names(['moisanite'], 3)).every((n) => n.startsWith('Moissanite'))).toBe(true);
    expect(await repo.searchProductIds(['zzqx'], undefined, 10)).toEqual({ ids: [], total: 0 });
  });
});

describe(`the ${SEARCH_TOTAL_HEADER} header past ${SEARCH_COUNT_CAP} matches`, () => {
  it(`says ${SEARCH_COUNT_CAP}+ and still answers the best first`, async () => {
    await t.db.execute(sql`
      insert into products (slug, name, short_description, base_price_paise, sold_count)
      select 'filigree-' || g, 'Filigree Cuff ' || g, 'Hand made', 100000, g
      from generate_series(1, ${SEARCH_COUNT_CAP + 5}) g`);
    const res = await t.app.inject({ method: 'GET', url: '/api/products/search?query=filigree&limit=5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers[SEARCH_TOTAL_HEADER]).toBe(`${SEARCH_COUNT_CAP}+`);
    expect((res.json() as { name: string }[]).map((p) => p.name)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Filigree Cuff ${SEARCH_COUNT_CAP + 5 - i}`),
    );
  });
});

describe('the search entries follow the products (migration 0016)', () => {
  const find = async (word: string) =>
    (await createSearchRepository(t.db).searchProductIds([word], undefined, 10)).ids;

  it('as they are published, unpublished, renamed, sold and deleted', async () => {
    const [a, b] = await t.db
      .insert(s.products)
      .values([
        { slug: 'vanki-1', name: 'Vanki Armlet', basePricePaise: 100_000, soldCount: 1 },
        { slug: 'vanki-2', name: 'Vanki Armlet Small', basePricePaise: 100_000, soldCount: 2, status: false },
      ])
      .returning({ id: s.products.id });
    expect(await find('vanki')).toEqual([a!.id]);

    await t.db.update(s.products).set({ status: true }).where(eq(s.products.id, b!.id));
    expect(await find('vanki')).toEqual([b!.id, a!.id]);

    await t.db.update(s.products).set({ soldCount: 9 }).where(eq(s.products.id, a!.id));
    expect(await find('vanki')).toEqual([a!.id, b!.id]);

    // a stock change leaves the entry alone; a new description is searchable at once
    await t.db.update(s.products).set({ stock: 4 }).where(eq(s.products.id, a!.id));
    await t.db
      .update(s.products)
      .set({ description: 'Worn above the elbow' })
      .where(eq(s.products.id, b!.id));
    expect(await find('elbow')).toEqual([b!.id]);
    expect(await find('vanki')).toEqual([a!.id, b!.id]);

    // renamed: found by its new name's words, as a word of the name (above the description's match)
    await t.db.update(s.products).set({ name: 'Bajuband Elbow Cuff' }).where(eq(s.products.id, a!.id));
    expect(await find('vanki')).toEqual([b!.id]);
    expect(await find('elbow')).toEqual([a!.id, b!.id]);

    await t.db.update(s.products).set({ status: false }).where(eq(s.products.id, a!.id));
    expect(await find('elbow')).toEqual([b!.id]);

    await t.db.delete(s.products).where(eq(s.products.id, b!.id));
    expect(await find('vanki')).toEqual([]);
    const left = await t.db.execute(
      sql`select count(*)::int as n from search_entries where product_id in (${a!.id}, ${b!.id})`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
