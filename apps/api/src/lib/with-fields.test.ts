import { describe, expect, it } from 'vitest';
import { withFields } from './with-fields';

describe('withFields', () => {
  it('answers what the spread answers: the base, then the new fields over it', () => {
    const base = { id: 7, status: 'pending', note: 'first' };
    const more = { status: 'paid', at: new Date(0) };
    expect(withFields(base, more)).toStrictEqual({ ...base, ...more });
    expect(Object.keys(withFields(base, more))).toEqual(['id', 'status', 'note', 'at']);
  });

  it('leaves both objects as they were', () => {
    const base = { id: 7, status: 'pending' };
    const more = { status: 'paid' };
    const made = withFields(base, more);
    made.id = 8;
    expect(base).toEqual({ id: 7, status: 'pending' });
    expect(more).toEqual({ status: 'paid' });
  });
});
