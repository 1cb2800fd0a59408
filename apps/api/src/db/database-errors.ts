/** Socket errors of a database that cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own refusals of a server going away or full: connection exceptions (class 08), shutdown
 * and start-up (57P01-57P03), too many connections (53300), a statement cancelled by statement_timeout.
 */
const SERVER_CODES = /^(08...|57P0[123]|53300|57014)$/;

/** node-postgres's messages for a connection lost, never opened in time or given up for want of a reply. */
const CLIENT_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable)/;

/**
 * True when an error (or one it wraps: drizzle keeps the driver's error as its cause) says the database
 * could not be reached or did not answer in time, rather than that the request or the code was wrong.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
  if (CLIENT_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * The unique constraint a write broke (PostgreSQL's 23505), looking through the errors drizzle wraps the
 * driver's in; null for any other error. Two saves racing for one slug, SKU or email end here.
 */
export function uniqueViolationOf(error: unknown, depth = 0): { constraint: string | null } | null {
  if (typeof error !== 'object' || error === null || depth > 5) return null;
  const { code, constraint, cause } = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (code === '23505') return { constraint: typeof constraint === 'string' ? constraint : null };
  return uniqueViolationOf(cause, depth + 1);
}

export const isUniqueViolation = (error: unknown): boolean => uniqueViolationOf(error) !== null;
