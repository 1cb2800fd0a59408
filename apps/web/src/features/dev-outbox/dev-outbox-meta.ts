/** The server marks the page with <meta name="dev-outbox" content="true"> when messages go to the outbox. */
export function isDevOutboxOn(doc: Document = document): boolean {
  return doc.querySelector('meta[name="dev-outbox"]')?.getAttribute('content') === 'true';
}
