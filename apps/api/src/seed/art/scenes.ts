import { BRAND, n } from './palette';
import { type PieceArt, placedPiece } from './product';

export interface SceneOptions {
  width: number;
  height: number;
  /** gradient from, to */
  colors: [string, string];
  /** the piece shown; omitted for pattern-only art */
  art?: PieceArt;
  /** where the piece sits across the width, 0..1 */
  pieceAt?: number;
  /** pieces size as a share of the shorter side */
  pieceScale?: number;
}

/** Four-point sparkles at fixed, size-relative positions. */
function sparkles(w: number, h: number): string {
  const spots: [number, number, number][] = [
    [0.12, 0.2, 1],
    [0.3, 0.78, 0.7],
    [0.55, 0.14, 0.6],
    [0.86, 0.3, 0.9],
    [0.72, 0.86, 0.5],
  ];
  return spots
    .map(([fx, fy, k]) => {
      const s = Math.min(w, h) * 0.03 * k;
      const x = w * fx;
      const y = h * fy;
      return `M${n(x)} ${n(y - s)}L${n(x + s / 4)} ${n(y)} ${n(x)} ${n(y + s)} ${n(x - s / 4)} ${n(y)}ZM${n(x - s)} ${n(y)}L${n(x)} ${n(y + s / 4)} ${n(x + s)} ${n(y)} ${n(x)} ${n(y - s / 4)}Z`;
    })
    .join('');
}

/** Banners, hero art and collection images: a gradient, a soft mandala of arcs, sparkles and the piece. */
export function sceneSvg({
  width: w,
  height: h,
  colors,
  art,
  pieceAt = 0.7,
  pieceScale = 0.9,
}: SceneOptions): string {
  const size = Math.min(w, h) * pieceScale;
  const cx = art ? w * pieceAt : w / 2;
  const cy = h / 2;
  const rings = [0.55, 0.42, 0.3]
    .map(
      (k, i) =>
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.min(w, h) * k)}" stroke-width="${2 + i}" stroke-dasharray="${i === 1 ? '2 10' : 'none'}"/>`,
    )
    .join('');
  const piece = art ? placedPiece(art, cx - size / 2, cy - size / 2, size) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="k" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>` +
    `<radialGradient id="h"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#k)"/>` +
    `<g fill="none" stroke="${BRAND.gold}" stroke-opacity=".35">${rings}</g>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.5)}" fill="url(#h)"/>` +
    `<path fill="#fff" opacity=".7" d="${sparkles(w, h)}"/>${piece}</svg>`
  );
}

/** 'Svarna' in a serif face with a small gold diamond mark. */
export function logoSvg(color: string, width = 240, height = 64): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 240 64">` +
    `<path d="M24 10L38 26 24 54 10 26Z" fill="${BRAND.gold}"/><path d="M10 26H38M24 10L18 26 24 54 30 26Z" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="1.2"/>` +
    `<text x="50" y="42" font-family="Didot, 'Bodoni 72', Georgia, 'Times New Roman', serif" font-size="34" letter-spacing="2" fill="${color}">Svarna</text>` +
    `<text x="52" y="58" font-family="Georgia, 'Times New Roman', serif" font-size="9" letter-spacing="5.5" fill="${color}" opacity=".8">JEWELS</text></svg>`
  );
}

export function faviconSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="${BRAND.maroon}"/>` +
    `<text x="32" y="45" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="38" fill="${BRAND.gold}">S</text></svg>`
  );
}
