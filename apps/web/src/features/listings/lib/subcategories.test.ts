import type { Category } from '@svarna/contracts';
import { describe, expect, it } from 'vitest';
import { subcategoriesOf } from './subcategories';

const ref = (id: string, title: string) => ({ _id: id, title, slug: title.toLowerCase().replace(/ /g, '-') });
const category = (id: string, title: string, subs: Category['subcategories'] = []): Category => ({
  ...ref(id, title),
  name: title,
  description: '',
  image: null,
  parentId: null,
  subcategories: subs,
  productCount: 0,
});

const all = [
  category('4', 'Rings', [ref('9', 'Solitaire Rings'), ref('10', 'Band Rings')]),
  category('6', 'Bracelet'),
  category('7', 'Bangle', [ref('13', 'Kadas')]),
];

describe('subcategoriesOf', () => {
  it('lists the subcategories of one category', () => {
    expect(subcategoriesOf('4', all).map((s) => s.title)).toEqual(['Solitaire Rings', 'Band Rings']);
  });

  it('joins the subcategories of a combined listing', () => {
    expect(subcategoriesOf('7,6', all).map((s) => s.title)).toEqual(['Kadas']);
  });

  it('is empty for an unknown category', () => {
    expect(subcategoriesOf('99', all)).toEqual([]);
  });
});
