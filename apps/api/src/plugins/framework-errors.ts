import type { FastifyError } from 'fastify';

interface Refusal {
  code: string;
  field: string;
  /** what is wrong with the field, for details[] */
  problem: string;
  /** the sentence a person reads */
  message: string;
}

/** Fastify's own refusals, said in the store's words and naming what to fix. */
const REFUSALS: Record<string, Refusal> = {
  FST_ERR_BAD_URL: {
    code: 'BAD_URL',
    field: 'url',
    problem: 'is not a valid URL',
    message: 'url: the address is not a valid URL',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    code: 'BAD_URL',
    field: 'url',
    problem: 'has a part that is too long',
    message: 'url: a part of the address is too long',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    field: 'content-type',
    problem: 'must be application/json',
    message: 'content-type: send the body as JSON (application/json)',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    field: 'body',
    problem: 'is too large',
    message: 'body: the request is too large',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'INVALID_JSON',
    field: 'body',
    problem: 'is empty',
    message: 'body: the request body is empty',
  },
  // also a body with a __proto__ or constructor.prototype key, which the parser refuses
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'INVALID_JSON',
    field: 'body',
    problem: 'is not valid JSON',
    message: 'body: the request body is not valid JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    field: 'content-length',
    problem: 'does not match the body',
    message: 'content-length: the length does not match the body',
  },
};

/**
 * The status and envelope for one of Fastify's own 4xx errors (code FST_*), or null for any other
 * error. Fastify's default answer carries its own code and wording, which no client of ours knows.
 */
export function frameworkRefusal(error: FastifyError) {
  const status = error.statusCode ?? 400;
  if (!error.code?.startsWith('FST_') || status < 400 || status >= 500) return null;
  const field = error.validationContext ?? 'request';
  const refusal = REFUSALS[error.code] ?? {
    code: status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST',
    field,
    problem: 'could not be read',
    message: `${field}: the request could not be read`,
  };
  return {
    status,
    body: {
      success: false as const,
      message: refusal.message,
      code: refusal.code,
      details: [{ field: refusal.field, message: refusal.problem }],
    },
  };
}
