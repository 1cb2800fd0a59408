/** What an upload's first bytes say it is; its name and declared type are never trusted. */
export type PhotoType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** HEIF brands of an iPhone's or Android's HEIC photo ('mif1' alone is HEIF's generic brand). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/**
 * The photo format named by the file's magic numbers, or null for anything else. An ISO media file
 * (`ftyp` box) is AVIF when its major or a compatible brand is AVIF, else HEIC when a brand is HEIF's:
 * an AVIF file lists 'mif1' too, so AVIF is looked for first.
 */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.length).getUint32(0);
  if (boxSize < 16 || boxSize > 4096) return null;
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  return null;
}
