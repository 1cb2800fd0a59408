import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, mediaFiles } from '../src/db/schema';
import { IMAGE_CACHE_ENTRY_BYTES } from '../src/modules/media/media-routes';
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

describe('GET /media/*: a large file', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await big.close();
  });

  it('is sent but never kept past IMAGE_CACHE_ENTRY_BYTES, so it pushes nothing out of the cache', async () => {
    const [photo] = await big.db
      .insert(media)
      .values({ filePath: '/media/uploads/big-1440.jpg', contentType: 'image/jpeg', width: 1, height: 1 })
      .returning({ id: media.id });
    const file = (name: string, bytes: number) => ({
      filePath: `/media/uploads/${name}.jpg`,
      mediaId: photo!.id,
      contentType: 'image/jpeg',
      body: Buffer.alloc(bytes, name.length),
    });
    await big.db
      .insert(mediaFiles)
      .values([file('small', IMAGE_CACHE_ENTRY_BYTES / 2), file('huge', IMAGE_CACHE_ENTRY_BYTES + 1)]);
    const send = (name: string) => big.app.inject({ method: 'GET', url: `/media/uploads/${name}.jpg` });
    expect((await send('small')).rawPayload.length).toBe(IMAGE_CACHE_ENTRY_BYTES / 2);
    expect((await send('huge')).rawPayload.length).toBe(IMAGE_CACHE_ENTRY_BYTES + 1);
    await big.db.delete(mediaFiles);
    // the small file was kept, the huge one was not
    expect((await send('small')).statusCode).toBe(200);
    expect((await send('huge')).statusCode).toBe(404);
  });
});
