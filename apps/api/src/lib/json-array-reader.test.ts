import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonArrayObjects } from './json-array-reader';

const fileWith = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'json-array-')), 'data.json');
  writeFileSync(path, text);
  return path;
};

describe('jsonArrayObjects', () => {
  const items = [
    { pincode: 110001, district: 'Central Delhi', state: 'Delhi' },
    { name: 'Braces { and } and "quotes" and \\ in a string', nested: { list: [1, { deep: ']' }] } },
    { district: 'Thiruvananthapuram — തിരുവനന്തപുരം', state: 'Kerala' },
    {},
  ];

  it('yields every element of the array, whatever the chunks cut through (strings, escapes, UTF-8)', () => {
    const path = fileWith(JSON.stringify(items, null, 2));
    for (const chunkBytes of [1, 2, 3, 7, 64, 1 << 20])
      expect([...jsonArrayObjects(path, chunkBytes)]).toEqual(items);
  });

  it('reads a compact array and an empty one', () => {
    expect([...jsonArrayObjects(fileWith(JSON.stringify(items)), 5)]).toEqual(items);
    expect([...jsonArrayObjects(fileWith('[]'))]).toEqual([]);
  });
});
