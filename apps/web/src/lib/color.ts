/** Relative luminance (WCAG 2.x) of a #rgb or #rrggbb colour, or null for anything else. */
export function luminance(color: string): number | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const channel = (i: number) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = '#ffffff';
const INK = '#111111';

/** Text colour to put on a brand-coloured background: whichever of white and near-black contrasts more. */
export function readableTextOn(background: string): string {
  const bg = luminance(background);
  if (bg == null) return WHITE;
  const white = contrastRatio(bg, 1);
  const ink = contrastRatio(bg, luminance(INK) ?? 0);
  return white >= ink ? WHITE : INK;
}
