import {
  CartResponseSchema,
  CreatePaymentOrderResponseSchema,
  OrderResponseSchema,
  ProductListResponseSchema,
  ProductResponseSchema,
} from '@svarna/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { createResponseSerializer, parsesAsItEncodes } from './response-serializer';

const serializerFor = (schema: unknown, checkAgainstEncode = true) =>
  createResponseSerializer({ checkAgainstEncode })({ schema, method: 'GET', url: '/x' });

const Plain = z.object({
  _id: z.string(),
  price: z.number().int(),
  salePrice: z.number().nullable(),
  note: z.string().optional(),
  tags: z.array(z.enum(['new', 'sale'])),
  at: z.date(),
  kind: z.union([z.literal('a'), z.object({ b: z.boolean() })]),
  extra: z.record(z.string(), z.number()),
  pair: z.tuple([z.string(), z.number()]),
});

describe('parsesAsItEncodes', () => {
  it('holds for schemas of plain kinds, however nested', () => {
    expect(parsesAsItEncodes(Plain)).toBe(true);
    expect(parsesAsItEncodes(z.array(Plain).readonly())).toBe(true);
    expect(parsesAsItEncodes(z.intersection(Plain, z.object({ more: z.string() })))).toBe(true);
  });

  it('fails for a schema holding a default, a catch, a transform, a pipe or a codec, at any depth', () => {
    const different: $ZodType[] = [
      z.string().default('x'),
      z.string().prefault('x'),
      z.string().catch('x'),
      z.string().transform((s) => s.length),
      z.string().pipe(z.string()),
      z.codec(z.iso.datetime(), z.date(), {
        decode: (s) => new Date(s),
        encode: (d) => d.toISOString(),
      }),
      z.lazy(() => z.string()),
    ];
    for (const schema of different) {
      expect(parsesAsItEncodes(schema)).toBe(false);
      expect(parsesAsItEncodes(z.object({ deep: z.array(z.object({ field: schema })) }))).toBe(false);
      expect(parsesAsItEncodes(z.union([z.string(), schema]))).toBe(false);
    }
  });
});

describe('createResponseSerializer', () => {
  const value = {
    _id: '7',
    price: 1200,
    salePrice: null,
    tags: ['sale'],
    at: new Date(Date.UTC(2026, 11, 7)),
    kind: { b: true, dropped: 1 },
    extra: { a: 1 },
    pair: ['x', 2],
    unknownKey: 'dropped',
  };

  it('answers the text zod encode and JSON.stringify answer, unknown keys left out', () => {
    const text = serializerFor(Plain)(value);
    expect(text).toBe(JSON.stringify(z.encode(Plain, value as never)));
    expect(JSON.parse(text)).toEqual({
      _id: '7',
      price: 1200,
      salePrice: null,
      tags: ['sale'],
      at: '2026-12-07T00:00:00.000Z',
      kind: { b: true },
      extra: { a: 1 },
      pair: ['x', 2],
    });
  });

  it('refuses a response that breaks its schema, as encode does', () => {
    for (const bad of [
      { ...value, price: 12.5 },
      { ...value, tags: ['old'] },
      { ...value, _id: 7 },
    ])
      expect(() => serializerFor(Plain)(bad)).toThrow(/Response doesn't match the schema/);
  });

  it('keeps encode for a schema that encodes differently: a codec is encoded, not decoded', () => {
    const WithCodec = z.object({
      day: z.codec(z.iso.date(), z.date(), {
        decode: (s) => new Date(`${s}T00:00:00Z`),
        encode: (d) => d.toISOString().slice(0, 10),
      }),
    });
    expect(serializerFor(WithCodec)({ day: new Date(Date.UTC(2026, 0, 26)) })).toBe('{"day":"2026-01-26"}');
    // encode does not fill a default: an absent value with one is refused, as before
    expect(() => serializerFor(z.object({ n: z.number().default(1) }))({})).toThrow();
  });

  it("takes the schema as fastify's route options give it, bare or under `properties`", () => {
    expect(serializerFor({ properties: z.object({ ok: z.boolean() }) })({ ok: true })).toBe('{"ok":true}');
    expect(() => serializerFor({ type: 'object' })).toThrow(/not a zod schema/);
  });

  it("parses the shopper's busiest responses rather than encoding them", () => {
    const busiest = {
      ProductResponseSchema,
      ProductListResponseSchema,
      CartResponseSchema,
      OrderResponseSchema,
      CreatePaymentOrderResponseSchema,
    };
    for (const [name, schema] of Object.entries(busiest))
      expect(parsesAsItEncodes(schema as unknown as $ZodType), name).toBe(true);
  });
});
