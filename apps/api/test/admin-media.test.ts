import {
  type Image,
  PHOTO_HEIC_MESSAGE,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
} from '@svarna/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { createMediaUploadService } from '../src/modules/media/media-upload-service';
import { ADMIN_PHONE, createDeskApp } from './helpers/admin-desk';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  ({ t } = await createDeskApp());
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = await signIn(t);
});
afterAll(() => t.close());

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function form(parts: Part[]) {
  const boundary = '----svarnaTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"` : '';
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(parts: Part[], who: SignedIn | null = admin) {
  const { payload, contentType } = form(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...(who ? who.auth : {}), 'content-type': contentType },
    payload,
  });
}

const photo = (data: Buffer, filename = 'IMG_0042.jpg', type = 'image/jpeg'): Part => ({
  name: 'file',
  data,
  filename,
  type,
});

const fieldOf = (res: { json(): { details?: { field: string }[] } }) => res.json().details?.[0]?.field;

async function stored() {
  const [photos] = await t.db.select({ n: count() }).from(s.media);
  const [files] = await t.db.select({ n: count() }).from(s.mediaFiles);
  const [changes] = await t.db
    .select({ n: count() })
    .from(s.catalogChanges)
    .where(eq(s.catalogChanges.entity, 'media'));
  return { media: photos!.n, files: files!.n, changes: changes!.n };
}

/** Whether an EXIF block (little-endian TIFF, as sharp writes it) points to a GPS directory (tag 0x8825). */
const hasGpsDirectory = (exif: Buffer | undefined) => !!exif?.includes(Buffer.from([0x25, 0x88]));

/**
 * A 1000 × 700 landscape JPEG whose top half is red and bottom half blue, stored sideways: EXIF
 * orientation 6 says turn it 90° clockwise, so upright it is 700 × 1000 with red on the right. It carries
 * a GPS position, a camera make and an ICC profile, as a phone's photo does.
 */
async function sidewaysPhoneJpeg() {
  const red = await sharp({ create: { width: 1000, height: 350, channels: 3, background: '#d01010' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1000, height: 700, channels: 3, background: '#1010d0' } })
    .composite([{ input: red, top: 0, left: 0 }])
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 4321/100',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const solid = (width: number, height: number, alpha = 1) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 160, b: 40, alpha } } });

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, body: res.rawPayload };
}

describe('who may upload', () => {
  it('refuses a guest (401) and a customer (403), storing nothing', async () => {
    const before = await stored();
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    expect((await upload([photo(jpeg)], null)).statusCode).toBe(401);
    expect((await upload([photo(jpeg)], shopper)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe('POST /api/admin/media: a phone photo', () => {
  let media: Image;
  let input: Buffer;

  beforeAll(async () => {
    input = await sidewaysPhoneJpeg();
    const res = await upload([photo(input), { name: 'alt', data: '  Kundan choker on a velvet stand ' }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().success).toBe(true);
    media = res.json().media;
  });

  it('starts from a photo that carries EXIF with GPS, an ICC profile and orientation 6', async () => {
    const meta = await sharp(input).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif).toBeDefined();
    expect(hasGpsDirectory(meta.exif)).toBe(true);
    expect(meta.exif!.toString('latin1')).toContain('PhoneMaker');
    expect(meta.icc).toBeDefined();
  });

  it('answers the widest JPEG with its upright size, the alt text and every rendition', () => {
    expect(media.alt).toBe('Kundan choker on a velvet stand');
    // upright the photo is 700 wide: 320 and 640 are kept, 960 and 1440 would enlarge it
    expect(media.renditions!.map((r) => `${r.format} ${r.width}x${r.height}`).sort()).toEqual([
      'avif 320x457',
      'avif 640x914',
      'jpeg 320x457',
      'jpeg 640x914',
      'webp 320x457',
      'webp 640x914',
    ]);
    expect(media.url).toBe(media.filePath);
    expect(media.url).toMatch(/^\/media\/uploads\/[0-9a-f]{16}-640\.jpg$/);
    expect({ width: media.width, height: media.height }).toEqual({ width: 640, height: 914 });
    for (const rendition of media.renditions!) expect(rendition.url).toMatch(/^\/media\/uploads\//);
  });

  it('serves every rendition upright, in its format, cached for ever, with no metadata at all', async () => {
    for (const rendition of media.renditions!) {
      const { res, body } = await get(rendition.url);
      expect(res.statusCode, rendition.url).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${rendition.format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe(rendition.format === 'avif' ? 'heif' : rendition.format);
      expect({ width: meta.width, height: meta.height }).toEqual({
        width: rendition.width,
        height: rendition.height,
      });
      expect(meta.exif, rendition.url).toBeUndefined();
      expect(meta.icc, rendition.url).toBeUndefined();
      expect(meta.xmp, rendition.url).toBeUndefined();
      expect(meta.iptc, rendition.url).toBeUndefined();
      expect(meta.orientation, rendition.url).toBeUndefined();
      expect(body.includes(Buffer.from('PhoneMaker')), rendition.url).toBe(false);
      // turned clockwise: the stored top (red) is now the right side, the bottom (blue) the left
      const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number) => {
        const at = (Math.floor(info.height / 2) * info.width + x) * info.channels;
        return [data[at]!, data[at + 1]!, data[at + 2]!];
      };
      const [rightRed, , rightBlue] = pixel(info.width - 10);
      const [leftRed, , leftBlue] = pixel(10);
      expect(rightRed, rendition.url).toBeGreaterThan(150);
      expect(rightBlue, rendition.url).toBeLessThan(90);
      expect(leftBlue, rendition.url).toBeGreaterThan(150);
      expect(leftRed, rendition.url).toBeLessThan(90);
    }
  });

  it('stores one media row, each rendition in media_files, and a catalogue change, in one go', async () => {
    const id = Number(media._id);
    const [row] = await t.db.select().from(s.media).where(eq(s.media.id, id));
    expect(row).toMatchObject({ filePath: media.url, contentType: 'image/jpeg', body: null, width: 640 });
    expect(row!.renditions.map((r) => r.filePath).sort()).toEqual(media.renditions!.map((r) => r.url).sort());
    const files = await t.db.select().from(s.mediaFiles).where(eq(s.mediaFiles.mediaId, id));
    expect(files).toHaveLength(6);
    for (const file of files) {
      const rendition = row!.renditions.find((r) => r.filePath === file.filePath)!;
      expect(file.contentType).toBe(`image/${rendition.format}`);
      expect(file.body.length).toBe(rendition.bytes);
    }
    const [change] = await t.db
      .select()
      .from(s.catalogChanges)
      .where(eq(s.catalogChanges.entityId, String(id)));
    expect(change).toMatchObject({ entity: 'media', action: 'create', actor: `admin:${admin.user._id}` });
    expect(change!.createdAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("shows the renditions on the storefront's product once the photo is a product's featured image", async () => {
    const [product] = await t.db.select().from(s.products).limit(1);
    const seeded = (await t.app.inject({ method: 'GET', url: `/api/products/slug/${product!.slug}` })).json();
    // the seeded drawings have no renditions and carry no field for them
    expect(JSON.stringify(seeded)).not.toContain('renditions');
    await t.db
      .update(s.products)
      .set({ featuredImageId: Number(media._id) })
      .where(eq(s.products.id, product!.id));
    const page = (await t.app.inject({ method: 'GET', url: `/api/products/slug/${product!.slug}` })).json();
    const featured = page.product?.featuredImage ?? page.featuredImage;
    expect(featured.renditions).toEqual(media.renditions);
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
    const card = list.products.find((p: { _id: string }) => p._id === String(product!.id));
    expect(card.featuredImage.renditions).toEqual(media.renditions);
  });
});

describe('POST /api/admin/media: other photos', () => {
  it('takes PNG (laid on white in JPEG), WebP and AVIF, named however, by their bytes', async () => {
    const png = await solid(1500, 1000, 0.5).png().toBuffer();
    const webp = await solid(1000, 1000).webp().toBuffer();
    const avif = await solid(800, 600).avif().toBuffer();
    for (const [bytes, name, widths] of [
      [png, 'scan.png', [320, 640, 960, 1440]],
      [webp, 'photo.bin', [320, 640, 960]],
      [avif, 'IMG_1.avif', [320, 640]],
    ] as const) {
      const res = await upload([photo(bytes, name, 'application/octet-stream')]);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const media: Image = res.json().media;
      for (const format of ['avif', 'webp', 'jpeg']) {
        expect(
          media.renditions!.filter((r) => r.format === format).map((r) => r.width),
          `${name} ${format}`,
        ).toEqual([...widths].reverse());
      }
    }
  });

  it('never enlarges: a photo narrower than 320 px gets one rendition of its own width', async () => {
    const res = await upload([photo(await solid(200, 150).jpeg().toBuffer())]);
    expect(res.statusCode).toBe(201);
    const media: Image = res.json().media;
    expect(media.renditions!.map((r) => `${r.format} ${r.width}x${r.height}`)).toEqual([
      'avif 200x150',
      'webp 200x150',
      'jpeg 200x150',
    ]);
    expect({ width: media.width, height: media.height }).toEqual({ width: 200, height: 150 });
  });
});

describe('POST /api/admin/media: refusals, each storing nothing', () => {
  let before: Awaited<ReturnType<typeof stored>>;
  beforeAll(async () => {
    before = await stored();
  });

  it('refuses a text file named photo.jpg (415) by its bytes', async () => {
    const res = await upload([photo(Buffer.from('not a photo, only words\n'.repeat(50)), 'photo.jpg')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: PHOTO_TYPE_MESSAGE });
    expect(fieldOf(res)).toBe('file');
  });

  it('refuses a HEIC photo (415) asking for JPEG, whatever it is called', async () => {
    for (const brand of ['heic', 'heix', 'mif1']) {
      const heic = Buffer.concat([
        Buffer.from([0, 0, 0, 24]),
        Buffer.from(`ftyp${brand}`),
        Buffer.from([0, 0, 0, 0]),
        Buffer.from('mif1heic'),
        Buffer.alloc(2000, 7),
      ]);
      const res = await upload([photo(heic, 'IMG_2040.jpg', 'image/jpeg')]);
      expect(res.statusCode, brand).toBe(415);
      expect(res.json().message).toBe(PHOTO_HEIC_MESSAGE);
      expect(res.json().message).toContain('share the photo as JPEG');
      expect(fieldOf(res)).toBe('file');
    }
  });

  it('refuses a photo of 20 MB and one byte (413) naming the limit; 20 MB exactly is read', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const over = Buffer.concat([jpegStart, Buffer.alloc(PHOTO_MAX_BYTES + 1 - jpegStart.length, 1)]);
    const res = await upload([photo(over)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: PHOTO_TOO_LARGE_MESSAGE });
    expect(res.json().message).toContain('20 MB');
    expect(fieldOf(res)).toBe('file');
    // at the limit the bytes reach the decoder, which cannot read them: a 400, not a 413
    const atLimit = await upload([photo(over.subarray(0, PHOTO_MAX_BYTES))]);
    expect(atLimit.statusCode).toBe(400);
  });

  it('refuses a damaged JPEG (400) with a message, never a 500', async () => {
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    const res = await upload([photo(jpeg.subarray(0, Math.floor(jpeg.length / 3)))]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/could not be read/);
    expect(fieldOf(res)).toBe('file');
  });

  it('refuses a decompression bomb: a small file of more than 50 megapixels (400)', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    const res = await upload([photo(bomb, 'bomb.png', 'image/png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('50 megapixels');
    expect(fieldOf(res)).toBe('file');
  });

  it('refuses a strip more than 5 times as long as it is wide (400)', async () => {
    const res = await upload([photo(await solid(3000, 500).jpeg().toBuffer())]);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe('file');
  });

  it('refuses a form without the file (400 naming file), a JSON body and a broken form', async () => {
    const noFile = await upload([{ name: 'alt', data: 'a ring' }]);
    expect(noFile.statusCode).toBe(400);
    expect(fieldOf(noFile)).toBe('file');
    const wrongField = await upload([{ ...photo(await solid(400, 300).jpeg().toBuffer()), name: 'photo' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(fieldOf(wrongField)).toBe('file');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: admin.auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(fieldOf(json)).toBe('file');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...admin.auth, 'content-type': 'multipart/form-data; boundary=----x' },
      payload: '------x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8',
    });
    expect(broken.statusCode).toBe(400);
    expect(fieldOf(broken)).toBe('file');
  });

  it('refuses alt text over 200 characters (400 naming alt)', async () => {
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    const res = await upload([photo(jpeg), { name: 'alt', data: 'a'.repeat(201) }]);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe('alt');
  });

  it('refuses two photos in one form (400)', async () => {
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    const res = await upload([photo(jpeg), photo(jpeg, 'second.jpg')]);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe('file');
  });

  it('stored no photo, file or change for any of them', async () => {
    expect(await stored()).toEqual(before);
  });
});

describe('encoding a few photos at a time', () => {
  it('lets the next upload wait for a place and refuses one past the queue with a 429', async () => {
    const uploads = createMediaUploadService({
      db: t.db,
      clock: t.clock,
      limits: { perClient: 5, concurrent: 1, queue: 1, maxWaitMs: 60_000 },
    });
    const bytes = await solid(700, 500).jpeg().toBuffer();
    const results = await Promise.allSettled([
      uploads.uploadPhoto(1, { bytes, alt: '' }),
      uploads.uploadPhoto(1, { bytes, alt: '' }),
      uploads.uploadPhoto(1, { bytes, alt: '' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refusal = (results[2] as PromiseRejectedResult).reason;
    expect(refusal).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(refusal.extra.retryAfter).toBeGreaterThan(0);
  });
});

describe('the API document', () => {
  it('describes the upload as multipart/form-data with a binary file and alt text', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/admin/media'].post;
    const schema = operation.requestBody.content['multipart/form-data'].schema;
    expect(schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.properties.alt).toMatchObject({ type: 'string', maxLength: 200 });
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '413', '415', '429']),
    );
  });
});
