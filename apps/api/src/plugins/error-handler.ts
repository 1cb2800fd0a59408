import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-errors';
import { AppError } from '../lib/errors';
import { frameworkRefusal } from './framework-errors';

interface FieldIssue {
  field: string;
  message: string;
}

function fieldOf(location: string | undefined, instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  const missing = (params as { missingProperty?: string; keys?: string[] } | undefined) ?? {};
  // an unknown query key may be empty (`?=1`): name the part of the request instead
  const keys = missing.keys?.filter(Boolean).join(',');
  return missing.missingProperty || keys || location || 'request';
}

/** One error envelope for every error: 4xx say what is wrong and where; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldIssue[] = error.validation.map((issue) => ({
        field: fieldOf(error.validationContext, issue.instancePath, issue.params),
        message: issue.message ?? 'is invalid',
      }));
      const first = details[0];
      const message = first ? describe(first) : 'Invalid request';
      return reply.code(400).send({ success: false, message, code: 'VALIDATION_ERROR', details });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.extra?.retryAfter) reply.header('retry-after', String(error.extra.retryAfter));
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        details: error.details,
        pricing: error.extra?.pricing,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({
        success: false,
        message: 'The store is briefly unavailable. Please try again in a moment.',
        code: 'DB_UNAVAILABLE',
      });
    }
    const refusal = frameworkRefusal(error);
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 415 ? 'Unsupported content type' : error.message;
      return reply.code(status).send({ success: false, message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ success: false, message: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' });
  });
}

/** Fastify's own 400s before routing (a malformed URL) in the same envelope as every other refusal. */
export function frameworkErrorBody(error: FastifyError) {
  return (
    frameworkRefusal(error)?.body ?? {
      success: false,
      message: 'url: the address could not be read',
      code: 'BAD_URL',
      details: [{ field: 'url', message: 'could not be read' }],
    }
  );
}

function describe(issue: FieldIssue): string {
  return issue.message.toLowerCase().startsWith(issue.field.toLowerCase())
    ? issue.message
    : `${issue.field}: ${issue.message}`;
}
