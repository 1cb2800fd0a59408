import type { SearchResult } from '@svarna/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let n = 0;

/** A published product with only what search reads: its name, short description and sales. */
async function product(name: string, shortDescription = '', soldCount = 0) {
  n += 1;
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`;
  const [row] = await t.db
    .insert(s.products)
    .values({ slug, name, shortDescription, soldCount, basePricePaise: 100_000 })
    .returning({ id: s.products.id });
  return { id: row!.id, slug };
}

const search = async (query: string, limit = 10) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/search?query=${encodeURIComponent(query)}&limit=${limit}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as SearchResult[]).map((r) => r.slug);
};

const made: Record<string, { id: number; slug: string }> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // Sales are set against the expected order, so only the match itself can put a product first.
  made.roseGoldRing = await product('Rose Gold Halo Ring', 'A halo of stones', 1);
  made.roseGoldBangle = await product('Rose Gold Bangle', 'Pairs with our rose gold earrings', 500);
  made.goldRing = await product('Gold Ring', 'Plain band', 900);
  made.pearlEarrings = await product('Pearl Earrings', 'Drops on a hook', 999);
  made.pearlDrop = await product('Pearl Drop Pendant', 'On a fine chain', 2);
  made.chain = await product('Gold Chain', 'Finished with one pearl', 998);
  made.necklace = await product('Layered Necklace', 'Three strands', 3);
  made.moissanite = await product('Moissanite Stud', 'Brilliant cut', 4);
  made.anklet = await product('Silver Anklet', 'With tiny bells', 5);
});
afterAll(async () => {
  await t.close();
});

describe('search ranking for several words', () => {
  it("puts the ring matching every word first for 'rose gold ring', then every word by a part, then some words", async () => {
    const slugs = await search('rose gold ring');
    // The bangle has 'ring' only inside 'earrings'; the plain gold ring lacks 'rose'.
    expect(slugs.slice(0, 3)).toEqual([
      made.roseGoldRing!.slug,
      made.roseGoldBangle!.slug,
      made.goldRing!.slug,
    ]);
    expect(slugs).not.toContain(made.anklet!.slug);
  });

  it('ranks a whole word above the same letters inside a longer word', async () => {
    const slugs = await search('ring');
    expect(slugs.indexOf(made.goldRing!.slug)).toBeLessThan(slugs.indexOf(made.pearlEarrings!.slug));
    expect(slugs.indexOf(made.roseGoldRing!.slug)).toBeLessThan(slugs.indexOf(made.pearlEarrings!.slug));
    expect(slugs).toContain(made.pearlEarrings!.slug);
  });

  it('ranks a word of the name above the same word in the description', async () => {
    const slugs = await search('pearl');
    expect(slugs.indexOf(made.pearlDrop!.slug)).toBeLessThan(slugs.indexOf(made.chain!.slug));
    expect(slugs.indexOf(made.pearlEarrings!.slug)).toBeLessThan(slugs.indexOf(made.chain!.slug));
  });

  it('answers only the products matching every word when there are enough of them', async () => {
    expect(await search('rose gold', 2)).toEqual([made.roseGoldBangle!.slug, made.roseGoldRing!.slug]);
  });
});

describe('search typo tolerance', () => {
  it.each([
    ['nekclace', 'necklace'],
    ['bangel', 'roseGoldBangle'],
    ['moisanite', 'moissanite'],
  ])('finds %s', async (query, key) => {
    expect((await search(query))[0]).toBe(made[key]!.slug);
  });

  it('finds a word a product was given after it was made, misspelt', async () => {
    await t.db.update(s.products).set({ name: 'Kundan Choker' }).where(eq(s.products.id, made.anklet!.id));
    expect(await search('chokar')).toEqual([made.anklet!.slug]);
  });
});
