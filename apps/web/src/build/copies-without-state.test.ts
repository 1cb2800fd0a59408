import { describe, expect, it } from 'vitest';
import { statefulCopies } from './copies-without-state';

const sources: Record<string, string> = {
  '/src/lib/price.ts': 'export const formatRupees = (n: number) => String(n);\n',
  '/src/lib/store.ts': 'let current = 0;\nexport const next = () => ++current;\n',
  '/src/lib/context.tsx':
    "import { createContext } from 'react';\nexport const Theme = createContext('light');\n",
  '/src/lib/cache.ts':
    'const seen = new Map<string, number>();\nexport const see = (k: string) => seen.set(k, 1);\n',
  '/src/lib/local.ts': 'export function f() {\n  let x = 1;\n  return x;\n}\n',
};
const sourceOf = (id: string) => sources[id] ?? null;

describe('copies of shared modules', () => {
  it('passes modules without state, and any module in one chunk only', () => {
    const chunks = [
      ['/src/lib/price.ts', '/src/lib/local.ts', '/src/lib/store.ts'],
      ['/src/lib/price.ts', '/src/lib/local.ts'],
    ];
    expect(statefulCopies(chunks, sourceOf, {})).toEqual([]);
  });

  it('names a copied module with a top-level let, a context or a Map', () => {
    const chunks = [
      ['/src/lib/store.ts', '/src/lib/context.tsx', '/src/lib/cache.ts'],
      ['/src/lib/store.ts', '/src/lib/context.tsx', '/src/lib/cache.ts'],
      ['/src/lib/store.ts'],
    ];
    expect(statefulCopies(chunks, sourceOf, {})).toEqual([
      '/src/lib/store.ts (3 copies)',
      '/src/lib/context.tsx (2 copies)',
      '/src/lib/cache.ts (2 copies)',
    ]);
  });

  it('passes a module allowed by name', () => {
    const chunks = [['/src/lib/store.ts'], ['/src/lib/store.ts']];
    expect(statefulCopies(chunks, sourceOf, { 'lib/store.ts': 'a counter nobody reads twice' })).toEqual([]);
  });
});
