/**
 * Writes apps/web/public/favicon.ico from the brand's favicon (the seed's faviconSvg, the same icon the
 * site config serves as /media/brand/favicon.svg): 16, 32 and 48 px PNGs drawn by Chromium, packed into
 * one ICO. Browsers ask for /favicon.ico before any script runs; this answers it.
 * Run: node --import tsx scripts/make-favicon.ts
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { faviconSvg } from '../apps/api/src/seed/art/scenes';

const SIZES = [16, 32, 48];

/** An ICO directory of PNG images (PNG inside ICO is read by every current browser and Windows Vista on). */
export function packIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  const images: { size: number; png: Buffer }[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    const svg = faviconSvg().replace('width="64" height="64"', `width="${size}" height="${size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    images.push({ size, png: await page.screenshot({ omitBackground: true, type: 'png' }) });
  }
  writeFileSync(new URL('../apps/web/public/favicon.ico', import.meta.url), packIco(images));
  process.stdout.write(`favicon.ico: ${SIZES.join(', ')} px\n`);
} finally {
  await browser.close();
}
