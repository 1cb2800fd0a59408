import type { Variant } from '@svarna/contracts';
import { describe, expect, it } from 'vitest';
import { createProduct, createVariant } from '../../../test/factories';
import { attributeGroups, findVariant, isValueAvailable, pickValue, selectionOf } from './variant-selection';

const attr = (attrId: string, name: string, valueId: string, value: string) => ({
  attribute_id: { _id: attrId, name },
  attribute_value_id: { _id: valueId, value },
});

const gold = attr('metal', 'Metal', 'gold', 'Gold');
const silver = attr('metal', 'Metal', 'silver', 'Silver');
const s6 = attr('size', 'Size', '6', '6');
const s7 = attr('size', 'Size', '7', '7');

const variants: Variant[] = [
  createVariant({ _id: 'g6', attributes: [gold, s6] }),
  createVariant({ _id: 'g7', attributes: [gold, s7] }),
  createVariant({ _id: 's7', attributes: [silver, s7] }),
];

describe('variant selection', () => {
  it('lists one group per attribute with every value', () => {
    const groups = attributeGroups(createProduct({ variants }));
    expect(groups.map((g) => [g.name, g.options.map((o) => o.value)])).toEqual([
      ['Metal', ['Gold', 'Silver']],
      ['Size', ['6', '7']],
    ]);
  });

  it('finds the variant whose values match the selection', () => {
    expect(findVariant(variants, { metal: 'gold', size: '7' })?._id).toBe('g7');
    expect(findVariant(variants, { metal: 'silver', size: '6' })).toBeNull();
  });

  it('keeps the picked value and moves the rest to the nearest valid combination', () => {
    const current = selectionOf(variants[0]); // gold 6
    expect(pickValue(variants, current, 'metal', 'silver')?._id).toBe('s7');
    expect(pickValue(variants, selectionOf(variants[2]), 'size', '7')?._id).toBe('s7');
    expect(pickValue(variants, selectionOf(variants[2]), 'metal', 'gold')?._id).toBe('g7');
  });

  it('marks values that no variant offers as unavailable', () => {
    expect(isValueAvailable(variants, 'metal', 'silver')).toBe(true);
    expect(isValueAvailable(variants, 'metal', 'platinum')).toBe(false);
  });
});
