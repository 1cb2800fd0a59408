export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** path only; made absolute with PUBLIC_URL */
  canonicalPath: string;
  imagePath?: string;
  type?: 'website' | 'product';
  jsonLd?: object[];
  noindex?: boolean;
  /** an image the page shows first (preloaded so the largest paint does not wait for scripts) */
  preloadImagePath?: string;
  /** API responses the page needs at once, inlined so the browser skips those round trips */
  initialData?: Record<string, unknown>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside <script> must not close the tag early. */
export const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Puts the page's title, description, canonical link, Open Graph tags and JSON-LD into index.html. */
export function renderHead(
  indexHtml: string,
  head: PageHead,
  publicUrl: string,
  extraMeta: Record<string, string> = {},
) {
  const url = new URL(head.canonicalPath, publicUrl).toString();
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(head.imagePath
      ? [
          `<meta property="og:image" content="${escapeHtml(new URL(head.imagePath, publicUrl).toString())}" />`,
        ]
      : []),
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...Object.entries(extraMeta).map(
      ([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`,
    ),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
    ...(head.preloadImagePath
      ? [`<link rel="preload" as="image" href="${escapeHtml(head.preloadImagePath)}" fetchpriority="high" />`]
      : []),
    ...(head.initialData
      ? [`<script type="application/json" id="initial-data">${safeJson(head.initialData)}</script>`]
      : []),
  ];
  // Function replacements: a '$' in a product's name must not be read as a replacement pattern ($', $&).
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
