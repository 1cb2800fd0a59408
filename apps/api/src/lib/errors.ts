/** An error whose message is safe to show a shopper; the error handler sends it as is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, [{ field, message }]);
