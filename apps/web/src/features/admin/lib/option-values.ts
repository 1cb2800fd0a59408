const RANGE = /^(\d+)\s*(?:-|–|to)\s*(\d+)$/i;
const LONGEST_RANGE = 50;

/**
 * The values typed into an option's box: commas separate them, and a range of whole numbers ('6-12',
 * '6 to 12') stands for each number in it. Blanks and repeats are left out.
 */
export function valuesFromText(text: string, existing: readonly string[] = []): string[] {
  const added: string[] = [];
  for (const part of text.split(',')) {
    const value = part.trim().replace(/\s+/g, ' ');
    if (!value) continue;
    const range = RANGE.exec(value);
    const from = Number(range?.[1]);
    const to = Number(range?.[2]);
    const spread = range && to > from && to - from <= LONGEST_RANGE;
    const values = spread ? Array.from({ length: to - from + 1 }, (_, i) => String(from + i)) : [value];
    for (const one of values.map((v) => v.slice(0, 40)))
      if (!existing.includes(one) && !added.includes(one)) added.push(one);
  }
  return added;
}
