import type { MetalKey, PieceKind, Stone } from '../data/catalogue';
import { BACKDROPS, METALS, n, STONES } from './palette';
import { drawPiece } from './pieces';

export interface PieceArt {
  kind: PieceKind;
  stone: Stone;
  metal: MetalKey;
  name: string;
}

/** Gradients and the reusable stone/pearl symbols a piece body refers to. */
export function pieceDefs({ stone, metal }: PieceArt): string {
  const [ml, mm, md] = METALS[metal];
  const [sc, se] = STONES[stone === 'none' ? 'ruby' : stone];
  const sparkle =
    stone === 'moissanite'
      ? '<path d="M0-9L1.6-1.6 9 0 1.6 1.6 0 9-1.6 1.6-9 0-1.6-1.6Z" fill="#fff" opacity=".95"/>'
      : '<circle cx="-3" cy="-3" r="2.6" fill="#fff" opacity=".7"/>';
  const facet =
    stone === 'kundan'
      ? '<rect x="-5" y="-5" width="10" height="10" fill="none" stroke="#c9a55a" stroke-width=".8"/>'
      : '';
  return (
    `<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ml}"/><stop offset=".5" stop-color="${mm}"/><stop offset="1" stop-color="${md}"/></linearGradient>` +
    `<radialGradient id="s" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff"/><stop offset=".4" stop-color="${sc}"/><stop offset="1" stop-color="${se}"/></radialGradient>` +
    '<radialGradient id="pg" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#f6efe2"/><stop offset="1" stop-color="#cbbda4"/></radialGradient>' +
    `<g id="g"><circle r="10" fill="url(#s)" stroke="url(#m)" stroke-width="2.4"/>${facet}${sparkle}</g>` +
    '<g id="p"><circle r="10" fill="url(#pg)"/><circle cx="-3" cy="-3" r="2.5" fill="#fff" opacity=".8"/></g>'
  );
}

/** The piece inside an 800x800 viewBox, for nesting into larger scenes. */
export const pieceBody = (art: PieceArt): string => drawPiece(art.kind, art.stone, art.name);

/** A nested <svg> placing the piece at x,y with the given size. */
export const placedPiece = (art: PieceArt, x: number, y: number, size: number): string =>
  `<svg x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" viewBox="0 0 800 800"><defs>${pieceDefs(art)}</defs>${pieceBody(art)}</svg>`;

/**
 * A product photo, 800x800. `angle` 0 is a front view, 1 tilted on another backdrop, 2 a close-up.
 * `size` lets category tiles reuse the drawing at 400x400.
 */
export function productSvg(art: PieceArt, angle: number, backdrop: number, size = 800): string {
  const [bc, be] = BACKDROPS[backdrop % BACKDROPS.length] ?? BACKDROPS[0]!;
  const transform =
    angle === 1
      ? ' transform="rotate(-16 400 400)"'
      : angle === 2
        ? ' transform="matrix(1.25 0 0 1.25 -100 -60)"'
        : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">` +
    `<defs><radialGradient id="b" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${bc}"/><stop offset="1" stop-color="${be}"/></radialGradient>${pieceDefs(art)}</defs>` +
    `<rect width="800" height="800" fill="url(#b)"/><g${transform}>${pieceBody(art)}</g></svg>`
  );
}
