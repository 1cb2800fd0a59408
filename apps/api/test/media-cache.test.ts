import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${fill}" width="1" height="1"/><!--${'x'.repeat(20_000)}--></svg>`;

let t: TestApp;
beforeAll(async () => {
  // room for one of the two images, not both
  t = await createTestApp({ seed: false, app: { imageCacheBytes: 30_000 } });
  await t.db.insert(media).values(
    ['gold', 'ruby', 'pearl'].map((name) => ({
      filePath: `/media/test/${name}.svg`,
      contentType: 'image/svg+xml',
      body: svg(name),
      width: 1,
      height: 1,
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (path: string) => t.app.inject({ method: 'GET', url: path });

describe('GET /media/*: images kept in memory', () => {
  it('keeps no more than its budget in bytes: the least recently sent image is read again', async () => {
    expect((await get('/media/test/gold.svg')).body).toBe(svg('gold'));
    expect((await get('/media/test/ruby.svg')).body).toBe(svg('ruby'));
    // Gone from the database, an image is still sent while it is kept, and a 404 once it is not.
    await t.db
      .update(media)
      .set({ filePath: '/media/moved/gold.svg' })
      .where(eq(media.filePath, '/media/test/gold.svg'));
    await t.db
      .update(media)
      .set({ filePath: '/media/moved/ruby.svg' })
      .where(eq(media.filePath, '/media/test/ruby.svg'));
    expect((await get('/media/test/ruby.svg')).statusCode).toBe(200);
    expect((await get('/media/test/gold.svg')).statusCode).toBe(404);
  });

  it('keeps nothing for a path that is not an image', async () => {
    for (let i = 0; i < 20; i++) expect((await get(`/media/test/none-${i}.svg`)).statusCode).toBe(404);
    await t.db.insert(media).values({
      filePath: '/media/test/none-0.svg',
      contentType: 'image/svg+xml',
      body: svg('late'),
      width: 1,
      height: 1,
    });
    expect((await get('/media/test/none-0.svg')).body).toBe(svg('late'));
  });
});
