/** An error whose message is safe to show a shopper; the error handler sends it as is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: { field: string; message: string; available?: number }[],
    readonly extra?: {
      /** for a 429: seconds until a retry is allowed (sent as Retry-After) */
      retryAfter?: number;
      /** for a total that differs from the server's: the server's figures in rupees */
      pricing?: { subtotal: number; shipping: number; discount: number; total: number };
    },
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, [{ field, message }]);
export const unauthorized = (message: string, code = 'UNAUTHENTICATED') => new AppError(401, code, message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const conflict = (message: string, field?: string) =>
  new AppError(409, 'CONFLICT', message, field ? [{ field, message }] : undefined);
