import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../apps/web/src/lib/responsive-image';
import { slotWidth } from './photo-upload';

describe('slotWidth', () => {
  it("reads the first matching entry of a place's sizes", () => {
    expect(slotWidth(IMAGE_SIZES.gallery, 390)).toBe(390);
    expect(slotWidth(IMAGE_SIZES.gallery, 1100)).toBe(550);
    expect(slotWidth(IMAGE_SIZES.gallery, 1440)).toBe(600);
    expect(slotWidth(IMAGE_SIZES.productCard, 390)).toBe(195);
    expect(slotWidth('64px', 390)).toBe(64);
  });

  it('refuses an entry it cannot read rather than guess', () => {
    expect(() => slotWidth('(max-width: 600px) 100vw, 50vw', 390)).toThrow(/cannot read/);
  });
});
