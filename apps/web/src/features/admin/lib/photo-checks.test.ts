import {
  PHOTO_HEIC_MESSAGE,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
} from '@svarna/contracts';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-checks';

const file = (name: string, type: string, size = 10) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('photoProblem', () => {
  it('passes the four kept types up to 20 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
      expect(photoProblem(file('a', type, PHOTO_MAX_BYTES))).toBeNull();
  });

  it('refuses a photo over 20 MB, a HEIC photo and anything else with the server’s messages', () => {
    expect(photoProblem(file('big.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1))).toBe(PHOTO_TOO_LARGE_MESSAGE);
    expect(photoProblem(file('IMG_1.HEIC', 'image/heic'))).toBe(PHOTO_HEIC_MESSAGE);
    expect(photoProblem(file('IMG_2.heic', ''))).toBe(PHOTO_HEIC_MESSAGE);
    expect(photoProblem(file('notes.pdf', 'application/pdf'))).toBe(PHOTO_TYPE_MESSAGE);
  });
});
