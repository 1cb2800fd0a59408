import { ErrorEnvelopeSchema } from '@svarna/contracts';

/** What every desk route declares: admins only, under the API document's 'admin' tag. */
export const deskRoute = { access: 'admin' as const };
export const deskTags = ['admin'];

/** The refusals every desk route may answer, in the store's error envelope. */
export const deskErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
