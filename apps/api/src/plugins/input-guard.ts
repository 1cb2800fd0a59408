import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

const NUL_PROBLEM = 'must not contain a NUL character';

/** The dotted path of the first string that holds U+0000, at any depth, or null. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
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
    const field = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
    if (field === null) return done();
    const name = field || 'body';
    done(
      new AppError(400, 'VALIDATION_ERROR', `${name}: ${NUL_PROBLEM}`, [
        { field: name, message: NUL_PROBLEM },
      ]),
    );
  });
}
