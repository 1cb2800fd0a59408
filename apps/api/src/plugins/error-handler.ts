import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

interface FieldIssue {
  field: string;
  message: string;
}

function fieldOf(location: string | undefined, instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  const missing = (params as { missingProperty?: string; keys?: string[] } | undefined) ?? {};
  return missing.missingProperty ?? missing.keys?.join(',') ?? location ?? 'request';
}

/** The design's one error envelope: 4xx say what is wrong and where; 5xx never leak internals. */
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

/** Fastify's own 400s (a malformed URL) in the same envelope as every other refusal. */
export function frameworkErrorBody(error: FastifyError) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return {
      success: false,
      message: 'url: the address is not a valid URL',
      code: 'BAD_URL',
      details: [{ field: 'url', message: 'is not a valid URL' }],
    };
  }
  return { success: false, message: error.message, code: error.code ?? 'BAD_REQUEST' };
}

function describe(issue: FieldIssue): string {
  return issue.message.toLowerCase().startsWith(issue.field.toLowerCase())
    ? issue.message
    : `${issue.field}: ${issue.message}`;
}
