/**
 * Where to go after signing in: the `redirect` query parameter only when it is a path on this site,
 * else home. '//host' and '/\host' are protocol-relative URLs in browsers, so they are refused before
 * parsing; parsing then catches anything the browser would still read as another origin.
 */
export function safeRedirectTarget(value: string | null | undefined, origin: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
