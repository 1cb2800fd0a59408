/**
 * Queries holding a shopper's own data (profile, orders, addresses) live under this key root, so signing
 * out can drop them all at once. Such queries should also run only while signed in.
 */
export const PRIVATE_QUERY_ROOT = 'me';

export const privateQueryKey = <T extends readonly unknown[]>(...parts: T) =>
  [PRIVATE_QUERY_ROOT, ...parts] as const;

/** The sign-in area's reads: the shopper's profile (private) and whether a reset link can be used. */
export const authKeys = {
  profile: () => privateQueryKey('profile'),
  resetToken: (token: string) => ['reset-token', token] as const,
};
