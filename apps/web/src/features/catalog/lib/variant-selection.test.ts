import type { Variant } from '@svarna/contracts';
import { describe, expect, it } from 'vitest';
import { createProduct, createVariant } from '../../../test/factories';
import {
  attributeGroups,
  findVariant,
  isOptionSelectable,
  pickValue,
  selectionOf,
} from './variant-selection';

const attr = (attrId: string, name: string, valueId: string, value: string) => ({
  attribute_id: { _id: attrId, name },
  attribute_value_id: { _id: valueId, value },
});

const gold = attr('metal', 'Metal', 'gold', 'Gold');
const silver = attr('metal', 'Metal', 'silver', 'Silver');
const s6 = attr('size', 'Size', '6', '6');
const s7 = attr('size', 'Size', '7', '7');
const s8 = attr('size', 'Size', '8', '8');

const variants: Variant[] = [
  createVariant({ _id: 'g6', attributes: [gold, s6] }),
  createVariant({ _id: 'g7', attributes: [gold, s7] }),
  createVariant({ _id: 's7', attributes: [silver, s7] }),
];
const product = createProduct({ variants });
const groups = attributeGroups(product);

/** Options a dropdown enables for the given selection, per attribute. */
const enabled = (vs: Variant[], gs = groups, selection: Record<string, string>) =>
  Object.fromEntries(
    gs.map((g) => [
      g.id,
      g.options.filter((o) => isOptionSelectable(vs, gs, selection, g.id, o.id)).map((o) => o.value),
    ]),
  );

describe('variant selection', () => {
  it('lists one group per attribute with every value', () => {
    expect(groups.map((g) => [g.name, g.options.map((o) => o.value)])).toEqual([
      ['Metal', ['Gold', 'Silver']],
      ['Size', ['6', '7']],
    ]);
  });

  it('includes values the product declares but no variant has (they show disabled)', () => {
    const withDeclared = createProduct({
      variants,
      attributes: [
        {
          attributeId: { _id: 'metal', name: 'Metal' },
          attributeValues: [
            { _id: 'gold', value: 'Gold' },
            { _id: 'silver', value: 'Silver' },
            { _id: 'platinum', value: 'Platinum' },
          ],
        },
      ],
    });
    const gs = attributeGroups(withDeclared);
    expect(gs[0]?.options.map((o) => o.value)).toEqual(['Gold', 'Silver', 'Platinum']);
    expect(isOptionSelectable(variants, gs, selectionOf(variants[0]), 'metal', 'platinum')).toBe(false);
  });

  it('finds the variant whose values match the selection', () => {
    expect(findVariant(variants, { metal: 'gold', size: '7' })?._id).toBe('g7');
    expect(findVariant(variants, { metal: 'silver', size: '6' })).toBeNull();
  });

  it('first attribute: every value some variant has is enabled', () => {
    expect(enabled(variants, groups, selectionOf(variants[0])).metal).toEqual(['Gold', 'Silver']);
    expect(enabled(variants, groups, selectionOf(variants[2])).metal).toEqual(['Gold', 'Silver']);
  });

  it('later attributes: combinations without a variant (given the earlier choices) are disabled', () => {
    // Silver exists only in size 7: with silver chosen, size 6 is a combination without a variant.
    expect(enabled(variants, groups, { metal: 'silver', size: '7' }).size).toEqual(['7']);
    expect(enabled(variants, groups, { metal: 'gold', size: '6' }).size).toEqual(['6', '7']);
  });

  it('keeps the picked value and moves the rest to the nearest valid combination', () => {
    const current = selectionOf(variants[0]); // gold 6
    expect(pickValue(variants, current, 'metal', 'silver', groups)?._id).toBe('s7');
    expect(pickValue(variants, selectionOf(variants[2]), 'size', '7', groups)?._id).toBe('s7');
    expect(pickValue(variants, selectionOf(variants[2]), 'metal', 'gold', groups)?._id).toBe('g7');
    expect(pickValue(variants, current, 'metal', 'platinum', groups)).toBeNull();
  });

  it('every variant is reachable by picking its values first to last, each pick enabled', () => {
    const rings: Variant[] = [
      createVariant({ _id: 'a', attributes: [s6, gold] }),
      createVariant({ _id: 'b', attributes: [s8, silver] }),
    ];
    const gs = attributeGroups(createProduct({ variants: rings }));
    for (const target of rings) {
      let selection = selectionOf(rings[0]);
      for (const a of target.attributes) {
        expect(isOptionSelectable(rings, gs, selection, a.attribute_id._id, a.attribute_value_id._id)).toBe(
          true,
        );
        selection = selectionOf(
          pickValue(rings, selection, a.attribute_id._id, a.attribute_value_id._id, gs),
        );
      }
      expect(findVariant(rings, selection)?._id).toBe(target._id);
    }
  });

  it('prefers keeping earlier attributes, then an in-stock variant, then product order', () => {
    const colour = (id: string) => attr('colour', 'Colour', id, id);
    const vs: Variant[] = [
      createVariant({ _id: 'x1', attributes: [s6, gold, colour('red')] }),
      createVariant({ _id: 'x2', attributes: [s7, silver, colour('red')] }),
      createVariant({ _id: 'x3', attributes: [s7, gold, colour('blue')], inventory: 0 }),
      createVariant({ _id: 'x4', attributes: [s7, gold, colour('green')] }),
    ];
    const gs = attributeGroups(createProduct({ variants: vs }));
    // From 6/gold/red pick size 7: keeping gold (earlier) beats keeping red (later);
    // x3 and x4 both keep gold, x4 is in stock.
    expect(pickValue(vs, selectionOf(vs[0]), 'size', '7', gs)?._id).toBe('x4');
  });
});
