import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation, uniqueViolationOf } from './database-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached or did not answer, also when wrapped', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: withCode('read ECONNRESET', 'ECONNRESET') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('refused', 'ECONNREFUSED')]))).toBe(true);
  });

  it('leaves every other error alone: a bad statement, a broken rule, a bug', () => {
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

describe('uniqueViolationOf', () => {
  it('names the unique constraint broken, also inside the error drizzle wraps around the driver', () => {
    const driver = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'products_slug_unique',
    });
    expect(uniqueViolationOf(driver)).toEqual({ constraint: 'products_slug_unique' });
    expect(uniqueViolationOf(new Error('Failed query', { cause: driver }))).toEqual({
      constraint: 'products_slug_unique',
    });
    expect(isUniqueViolation(withCode('duplicate key', '23505'))).toBe(true);
    expect(uniqueViolationOf(withCode('duplicate key', '23505'))).toEqual({ constraint: null });
  });

  it('is null for any other error', () => {
    expect(uniqueViolationOf(withCode('violates foreign key', '23503'))).toBeNull();
    expect(uniqueViolationOf(new Error('plain'))).toBeNull();
    expect(isUniqueViolation(null)).toBe(false);
  });
});
