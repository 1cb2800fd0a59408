import { matching } from './pattern';
import type { Random } from './random';

/** The part of JSON Schema that @fastify/swagger writes for our zod contracts. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

/**
 * Values a field's schema cannot say but the services check (refinements drop out of the document):
 * phones, emails. Tests add the store's real ids and slugs, so valid cases reach past the 404s.
 */
export type Hints = Map<string, readonly string[]>;

const PHONES = ['9876543210', '+91 98765 43210', '09876543210', '919812345678', '7000000001'];

function hintFor(field: string, hints: Hints, random: Random): string | undefined {
  const known = hints.get(field);
  if (known?.length && random.chance(0.6)) return random.pick(known);
  const lower = field.toLowerCase();
  if (lower.includes('phone')) return random.pick(PHONES);
  if (lower.includes('email')) return `fuzz.${random.int(1, 99_999)}@mail.test`;
  return undefined;
}

function stringFor(schema: JsonSchema, field: string, hints: Hints, random: Random): string {
  const hinted = hintFor(field, hints, random);
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
  if (hinted !== undefined && fits(hinted)) return hinted;
  if (schema.pattern) return matching(schema.pattern, random, Math.min(schema.maxLength ?? 12, 12));
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  const words = ['Asha', 'gold', 'ring', 'Janpath', 'मुंबई', 'Kāñcīpuram', 'x'];
  let value = random.pick(words);
  while (value.length < min) value += ` ${random.pick(words)}`;
  return value.slice(0, max);
}

function numberFor(schema: JsonSchema, integer: boolean, random: Random): number {
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const low = Math.max((schema.minimum ?? 0) + exclusiveMin, -1_000);
  const high = Math.min(schema.maximum ?? 10_000, Math.max(low, 10_000));
  // mostly near the bottom: a page size of 500 costs the app far more than it tests
  const top = random.chance(0.8) ? Math.min(high, low + 20) : high;
  const value = random.int(Math.ceil(low), Math.floor(top));
  return integer || random.chance(0.5) ? value : Math.min(high, value + 0.5);
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type[0] : schema.type;

/** A value the schema accepts, for the field of that name (hints make it one the store knows). */
export function validValue(schema: JsonSchema, random: Random, hints: Hints, field = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    if (schema.nullable && random.chance(0.1)) return null;
    return validValue(random.pick(choices), random, hints, field);
  }
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], random, hints, field);
  switch (typeOf(schema)) {
    case 'string':
      return stringFor(schema, field, hints, random);
    case 'integer':
      return numberFor(schema, true, random);
    case 'number':
      return numberFor(schema, false, random);
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const count = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, random, hints, field));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(name) || random.chance(0.6)) out[name] = validValue(property, random, hints, name);
      }
      return out;
    }
    default:
      return random.pick(['x', 1, true]);
  }
}
