import { describe, expect, it } from 'vitest';
import { statementNamer, withStatementName } from './postgres-pool';

describe('statement names', () => {
  it('one name per text, the same each time, another for another text', () => {
    const nameOf = statementNamer();
    const a = nameOf('select * from orders where id = $1');
    expect(a).toMatch(/^svarna_\d+$/);
    expect(nameOf('select * from orders where id = $1')).toBe(a);
    expect(nameOf('select * from users where id = $1')).not.toBe(a);
  });

  it('no name past the cap, so a connection never holds more prepared statements than that', () => {
    const nameOf = statementNamer(2);
    expect(nameOf('select $1::int')).toBeDefined();
    expect(nameOf('select $1::text')).toBeDefined();
    expect(nameOf('select $1::date')).toBeUndefined();
    // a text named before the cap keeps its name
    expect(nameOf('select $1::int')).toBe('svarna_0');
  });

  it('no name for a statement as long as a bulk insert', () => {
    expect(statementNamer()(`insert into t values ${'($1),'.repeat(2_000)}($1)`)).toBeUndefined();
  });

  it("names drizzle's query config and a text with values, leaving the values and the callback", () => {
    const nameOf = statementNamer();
    const callback = () => {};
    const [config, values, cb] = withStatementName(
      [{ text: 'select $1::int', rowMode: 'array' }, [1], callback],
      nameOf,
    );
    expect(config).toEqual({ text: 'select $1::int', rowMode: 'array', name: 'svarna_0' });
    expect(values).toEqual([1]);
    expect(cb).toBe(callback);
    expect(withStatementName(['select $1::text', ['a']], nameOf)[0]).toEqual({
      text: 'select $1::text',
      name: 'svarna_1',
    });
  });

  it('leaves a statement without values (several in one text may run) and one already named', () => {
    const nameOf = statementNamer();
    const plain = ['begin'];
    expect(withStatementName(plain, nameOf)).toBe(plain);
    const noValues = [{ text: 'set local a = 1; set local b = 2' }, []];
    expect(withStatementName(noValues, nameOf)).toBe(noValues);
    const own = [{ text: 'select $1::int', name: 'mine' }, [1]];
    expect(withStatementName(own, nameOf)).toBe(own);
  });
});
