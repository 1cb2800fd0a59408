/**
 * The Idempotency-Key of one attempt of the shopper (one click of Place Order / Pay). The key is kept,
 * per call, with the body it was made for, until the server answers:
 * - no answer (the network failed, the tab reloaded): the next click sends the same body with the same key,
 *   and the server answers the first request's result instead of placing a second order;
 * - anything else in the body (another cart, address, payment choice, total): a new key;
 * - once the server has answered (done or refused), the key is forgotten, so the next click is a new attempt.
 * Kept in sessionStorage so a reload of the page keeps it too.
 */
const PREFIX = 'checkout-attempt-key:';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The key for sending `body` to `call`: the unanswered one for the same body, else a new one. */
export function attemptKey(call: string, body: unknown): string {
  const text = JSON.stringify(body);
  try {
    const saved = JSON.parse(session()?.getItem(PREFIX + call) ?? 'null') as {
      key: string;
      body: string;
    } | null;
    if (saved && saved.body === text) return saved.key;
  } catch {
    // unreadable: make a new one
  }
  const key = crypto.randomUUID();
  try {
    session()?.setItem(PREFIX + call, JSON.stringify({ key, body: text }));
  } catch {
    // storage blocked: a retry after a lost answer then sends a new key, as before keys existed
  }
  return key;
}

/** The server answered `call`: the next click is a new attempt. */
export function forgetAttemptKey(call: string): void {
  try {
    session()?.removeItem(PREFIX + call);
  } catch {
    // nothing to forget
  }
}

/**
 * Sends `body` to `call` with its attempt's key; keeps the key only when no answer came back (a network
 * failure or a 5xx the server did not keep), so the shopper's retry reuses it.
 */
export async function withAttemptKey<T>(
  call: string,
  body: unknown,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const key = attemptKey(call, body);
  try {
    const answer = await send({ 'Idempotency-Key': key });
    forgetAttemptKey(call);
    return answer;
  } catch (error) {
    // an answer that did nothing for good: a refusal (4xx) frees the key; no answer, a 5xx, or 'still in
    // progress' keep it for the retry
    const { status, code } = error as { status?: unknown; code?: unknown };
    const answered = typeof status === 'number' && status > 0 && status < 500;
    if (answered && code !== 'IDEMPOTENCY_IN_PROGRESS') forgetAttemptKey(call);
    throw error;
  }
}
