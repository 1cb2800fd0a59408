import type { PieceKind, Stone } from '../data/catalogue';
import { n } from './palette';

/**
 * Piece bodies drawn in an 800x800 space. They reference gradients defined by product.ts:
 * #m metal, #g a stone (radius 10, use with scale), #p a pearl (radius 10).
 */
type Pt = [number, number];

const quad = (a: Pt, c: Pt, b: Pt, t: number): Pt => {
  const u = 1 - t;
  return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]];
};
const use = (id: string, p: Pt, r: number) => uses(id, [p], r);
/** many copies of a stone symbol of one radius, in one scaled group to keep the markup short */
const uses = (id: string, pts: Pt[], r: number) => {
  const k = r / 10;
  return `<g transform="scale(${n(k)})">${pts.map(([x, y]) => `<use href="#${id}" x="${n(x / k)}" y="${n(y / k)}"/>`).join('')}</g>`;
};
const chain = (a: Pt, c: Pt, b: Pt, w: number) =>
  `<path d="M${a}Q${c} ${b}" fill="none" stroke="url(#m)" stroke-width="${w}" stroke-linecap="round"/>` +
  `<path d="M${a}Q${c} ${b}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="${n(w / 3)}" stroke-dasharray="5 6"/>`;
const along = (a: Pt, c: Pt, b: Pt, count: number, from: number, to: number): Pt[] =>
  Array.from({ length: count }, (_, i) => quad(a, c, b, from + ((to - from) * i) / Math.max(1, count - 1)));
const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${n(rx / 9)}" fill="#000" opacity=".08"/>`;
const stoneId = (stone: Stone) => (stone === 'pearl' ? 'p' : 'g');
const teardrop = ([x, y]: Pt, h: number) =>
  `<path d="M${x} ${y}C${x + h * 0.55} ${y + h * 0.45} ${x + h * 0.45} ${y + h} ${x} ${y + h}C${x - h * 0.45} ${y + h} ${x - h * 0.55} ${y + h * 0.45} ${x} ${y}Z" fill="url(#m)"/>`;

function ring(stone: Stone, name: string): string {
  let out = `${shadow(400, 690, 210)}<ellipse cx="400" cy="470" rx="190" ry="175" fill="none" stroke="url(#m)" stroke-width="34"/>`;
  out +=
    '<ellipse cx="400" cy="470" rx="176" ry="161" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>';
  if (stone === 'none') {
    return `${out}<path d="M250 360Q400 250 550 360" fill="none" stroke="url(#m)" stroke-width="20"/>`;
  }
  if (/band|eternity/i.test(name)) {
    return out + uses(stoneId(stone), along([222, 400], [400, 200], [578, 400], 7, 0, 1), 16);
  }
  out += '<path d="M345 330L372 245M455 330L428 245M400 340V236" stroke="url(#m)" stroke-width="10"/>';
  if (/halo/i.test(name)) {
    const halo = Array.from({ length: 12 }, (_, i): Pt => {
      const a = (i / 12) * Math.PI * 2;
      return [400 + 78 * Math.cos(a), 265 + 78 * Math.sin(a)];
    });
    out += uses('g', halo, 11);
  }
  if (/three stone/i.test(name))
    out += uses(
      'g',
      [
        [300, 300],
        [500, 300],
      ],
      34,
    );
  return out + use(stoneId(stone), [400, 265], /oval|emerald cut/i.test(name) ? 70 : 62);
}

function necklace(stone: Stone, name: string, kind: PieceKind): string {
  const layers = /triple/i.test(name) ? 3 : /layer/i.test(name) ? 2 : 1;
  let out = shadow(400, 730, 220);
  for (let l = 0; l < layers; l++) {
    const a: Pt = [150, 150];
    const c: Pt = [400, 720 + l * 90];
    const b: Pt = [650, 150];
    out += chain(a, c, b, kind === 'choker' ? 34 : 9);
    if (stone === 'none') {
      const beads = along(a, c, b, l === 0 ? 5 : 3, 0.3, 0.7).map(([x, y]): Pt => [x, y + 18]);
      out += `<g fill="url(#m)">${beads.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="16"/>`).join('')}</g>`;
      continue;
    }
    const count = kind === 'choker' ? 9 : l > 0 ? 9 : /single line|tennis|triple/i.test(name) ? 15 : 7;
    const pts = along(a, c, b, count, kind === 'choker' ? 0.22 : 0.18, kind === 'choker' ? 0.78 : 0.82);
    out += uses(stoneId(stone), pts, kind === 'choker' ? 18 : 11);
    if (kind === 'choker' || /pearl|drop|haar|mala/i.test(name)) {
      const drops = pts.filter((_, i) => i % 2 === 0);
      out += `<path d="${drops.map(([x, y]) => `M${n(x)} ${n(y)}v34`).join('')}" stroke="url(#m)" stroke-width="3"/>`;
      out += uses(
        'p',
        drops.map(([x, y]): Pt => [x, y + 44]),
        10,
      );
    }
  }
  if (/set|halo|emerald drop/i.test(name) && kind === 'necklace') {
    out += teardrop([400, 445], 110) + use(stoneId(stone === 'none' ? 'ruby' : stone), [400, 510], 30);
  }
  return out;
}

function pendant(stone: Stone, name: string): string {
  let out = shadow(400, 700, 140) + chain([130, 110], [400, 730], [670, 110], 6);
  out += '<circle cx="400" cy="425" r="14" fill="none" stroke="url(#m)" stroke-width="6"/>';
  const id = stoneId(stone === 'none' ? 'ruby' : stone);
  if (/heart/i.test(name)) {
    out +=
      '<path d="M400 620C300 540 300 450 355 450C380 450 395 470 400 485C405 470 420 450 445 450C500 450 500 540 400 620Z" fill="url(#m)"/>';
    return out + use(id, [400, 515], 34);
  }
  if (/infinity/i.test(name)) {
    out +=
      '<path d="M400 520C360 470 300 470 300 520S360 570 400 520 440 470 500 520 440 570 400 520Z" fill="none" stroke="url(#m)" stroke-width="16"/>';
    return out + use(id, [400, 520], 16);
  }
  return `${out + teardrop([400, 439], 170) + use(id, [400, 545], 42)}<circle cx="400" cy="459" r="8" fill="#fff" opacity=".5"/>`;
}

function earrings(stone: Stone, kind: PieceKind, name: string): string {
  let out = shadow(400, 720, 260);
  const id = stoneId(stone === 'none' ? 'kundan' : stone);
  for (const x of [260, 540]) {
    if (kind === 'studs') {
      if (/halo/i.test(name)) out += `<circle cx="${x}" cy="400" r="92" fill="url(#m)"/>`;
      if (stone === 'none') {
        out += [0, 72, 144, 216, 288]
          .map(
            (d) =>
              `<ellipse cx="${x}" cy="360" rx="26" ry="44" fill="url(#m)" transform="rotate(${d} ${x} 400)"/>`,
          )
          .join('');
        out += `<circle cx="${x}" cy="400" r="22" fill="#fff" opacity=".4"/>`;
      } else out += use(id, [x, 400], 66);
      continue;
    }
    out += use(id, [x, 200], 32);
    if (kind === 'jhumka') {
      out += `<path d="M${x} 232V270" stroke="url(#m)" stroke-width="6"/><path d="M${x - 105} 480Q${x} 200 ${x + 105} 480Z" fill="url(#m)"/>`;
      out += `<path d="M${x - 105} 480H${x + 105}" stroke="#000" stroke-opacity=".2" stroke-width="6"/>`;
      out += uses(
        'p',
        [-80, -40, 0, 40, 80].map((dx): Pt => [x + dx, 505]),
        13,
      );
    } else if (/hoop|huggie/i.test(name)) {
      out += `<circle cx="${x}" cy="360" r="110" fill="none" stroke="url(#m)" stroke-width="26"/>`;
      out += uses(id, along([x - 100, 400], [x, 540], [x + 100, 400], 5, 0.1, 0.9), 12);
    } else if (/chandbali/i.test(name)) {
      out += `<path d="M${x - 110} 290A110 110 0 0 0 ${x + 110} 290" fill="none" stroke="url(#m)" stroke-width="44"/>`;
      out += uses(
        'p',
        along([x - 100, 300], [x, 520], [x + 100, 300], 6, 0, 1).map(([px, py]): Pt => [px, py + 40]),
        10,
      );
    } else {
      out += `<path d="M${x} 232V300" stroke="url(#m)" stroke-width="6"/>${teardrop([x, 300], 200)}${use(id, [x, 420], 44)}`;
    }
  }
  return out;
}

function bracelet(stone: Stone, name: string): string {
  const out = `${shadow(400, 640, 280)}<ellipse cx="400" cy="420" rx="270" ry="160" fill="none" stroke="url(#m)" stroke-width="${/kada/i.test(name) ? 40 : 16}"/>`;
  if (stone === 'none') return out;
  const count = /tennis|flexi/i.test(name) ? 18 : /link|chain|bezel/i.test(name) ? 8 : 6;
  const pts = Array.from({ length: count }, (_, i): Pt => {
    const a = (i / count) * Math.PI * 2 + 0.3;
    return [400 + 270 * Math.cos(a), 420 + 160 * Math.sin(a)];
  });
  return out + uses(stoneId(stone), pts, count > 10 ? 17 : 26);
}

function bangle(stone: Stone, name: string): string {
  const pair = /set of|pair|bangles/i.test(name);
  let out = shadow(400, 690, 280);
  for (const dx of pair ? [-40, 40] : [0]) {
    out += `<ellipse cx="${400 + dx}" cy="420" rx="240" ry="215" fill="none" stroke="url(#m)" stroke-width="46"/>`;
    out += `<ellipse cx="${400 + dx}" cy="420" rx="258" ry="233" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`;
  }
  if (stone === 'none') return out;
  const pts = Array.from({ length: 14 }, (_, i): Pt => {
    const a = (i / 14) * Math.PI * 2;
    return [400 + (pair ? 40 : 0) + 240 * Math.cos(a), 420 + 215 * Math.sin(a)];
  });
  return out + uses(stoneId(stone), pts, 15);
}

export function drawPiece(kind: PieceKind, stone: Stone, name: string): string {
  switch (kind) {
    case 'ring':
      return ring(stone, name);
    case 'necklace':
    case 'choker':
      return necklace(stone, name, kind);
    case 'pendant':
      return pendant(stone, name);
    case 'studs':
    case 'jhumka':
    case 'drops':
      return earrings(stone, kind, name);
    case 'bracelet':
      return bracelet(stone, name);
    case 'bangle':
      return bangle(stone, name);
  }
}
