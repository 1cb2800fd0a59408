import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

const NUL_PROBLEM = 'must not contain a NUL character';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/**
 * The dotted path of a string that holds U+0000, at any depth, or null. A loop, not recursion: a body
 * of arrays nested 5,000 deep would overflow the stack (found by the OpenAPI fuzzer).
 */
function nulPath(root: unknown): string | null {
  const pending: Visit[] = [{ value: root, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!value.includes('\u0000')) continue;
      const keys: string[] = [];
      for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.unshift(at.key);
      return keys.join('.');
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, item] of Object.entries(value)) pending.push({ value: item, key, parent: visit });
  }
  return null;
}

/**
 * PostgreSQL's text cannot hold U+0000: a value that carries one fails the query, which would be a
 * 500. Every request's parameters, query and body are checked once, before validation, and such a
 * value is a 400 naming its field, whichever route and column it was headed for.
 */
export function registerInputGuard(app: FastifyInstance) {
  // a callback hook, not an async one: catalogue reads pay no promise for it
  app.addHook('preValidation', (request, _reply, done) => {
    const field = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
    if (field === null) return done();
    const name = field || 'body';
    done(
      new AppError(400, 'VALIDATION_ERROR', `${name}: ${NUL_PROBLEM}`, [
        { field: name, message: NUL_PROBLEM },
      ]),
    );
  });
}
