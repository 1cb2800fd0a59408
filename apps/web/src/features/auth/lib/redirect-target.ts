/**
 * Where to go after signing in: the `redirect` query parameter only when it is a path on this site,
 * else home. The decision is made on the resolved URL's origin, as the browser would resolve it (tabs and
 * newlines dropped, backslashes read as slashes, dot segments removed). The path handed back is resolved
 * again by whoever follows it, so a path that resolved to `//host` (from `/..//host` or `/.//host`) has its
 * leading slashes folded into one, and the result is checked once more.
 */
export function safeRedirectTarget(value: string | null | undefined, origin: string): string {
  if (!value?.startsWith('/')) return '/';
  const path = sameOriginPath(value, origin);
  return path !== null && sameOriginPath(path, origin) === path ? path : '/';
}

function sameOriginPath(value: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}
