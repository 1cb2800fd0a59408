import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient } from './http-client';
import type { KeyValueStorage } from './storage';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const authOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('http client', () => {
  it('sends the bearer token, cookies and JSON body under /api', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(200, { success: true }));
    const client = createHttpClient({ fetch, storage: memoryStorage({ accessToken: 'A' }) });
    await client.post('/things', { a: 1 }, { query: { page: 2, empty: undefined } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/things?page=2');
    expect(init?.credentials).toBe('include');
    expect(authOf(init)).toBe('Bearer A');
    expect(init?.body).toBe('{"a":1}');
  });

  it('throws ApiError with status, server message and details', async () => {
    const details = [{ field: 'phone', message: 'Please enter a valid 10-digit phone number' }];
    const fetch = vi.fn(async () =>
      json(400, { success: false, message: 'Bad phone', code: 'VALIDATION', details }),
    );
    const client = createHttpClient({ fetch, storage: memoryStorage() });
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad phone', code: 'VALIDATION', details });
  });

  it('two concurrent 401s share one refresh and are both replayed with the new token', async () => {
    const storage = memoryStorage({ accessToken: 'old', refreshToken: 'R1' });
    const refreshGate = deferred<Response>();
    const seen: string[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = String(url);
      if (path === '/api/users/refresh') {
        expect(JSON.parse(String(init?.body))).toEqual({ token: 'R1' });
        return refreshGate.promise;
      }
      seen.push(`${path} ${authOf(init)}`);
      return authOf(init) === 'Bearer new' ? json(200, { path }) : json(401, { message: 'expired' });
    });
    const onTokenRefreshed = vi.fn();
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ fetch, storage, onTokenRefreshed, onSessionExpired });

    const a = client.get<{ path: string }>('/a');
    const b = client.get<{ path: string }>('/b');
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    refreshGate.resolve(json(200, { success: true, accessToken: 'new', refreshToken: 'R2' }));

    await expect(a).resolves.toEqual({ path: '/api/a' });
    await expect(b).resolves.toEqual({ path: '/api/b' });
    const refreshCalls = fetch.mock.calls.filter(([u]) => String(u) === '/api/users/refresh');
    expect(refreshCalls).toHaveLength(1);
    expect(seen).toEqual([
      '/api/a Bearer old',
      '/api/b Bearer old',
      '/api/a Bearer new',
      '/api/b Bearer new',
    ]);
    expect(storage.data.get('accessToken')).toBe('new');
    expect(storage.data.get('refreshToken')).toBe('R2');
    expect(onTokenRefreshed).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('withSession gives a request of its own the token, and after a 401 the refreshed one', async () => {
    const storage = memoryStorage({ accessToken: 'old', refreshToken: 'R1' });
    const fetch = vi.fn(async () => json(200, { success: true, accessToken: 'new', refreshToken: 'R2' }));
    const client = createHttpClient({ fetch, storage });
    const tokens: (string | null)[] = [];
    const answer = await client.withSession(async (token) => {
      tokens.push(token);
      return { status: token === 'new' ? 201 : 401 };
    });
    expect(answer).toEqual({ status: 201 });
    expect(tokens).toEqual(['old', 'new']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storage.data.get('refreshToken')).toBe('R2');
  });

  it('retries only once: a second 401 after refresh is returned to the caller', async () => {
    const storage = memoryStorage({ accessToken: 'old', refreshToken: 'R1' });
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url) === '/api/users/refresh'
        ? json(200, { success: true, accessToken: 'new' })
        : json(401, { message: 'Not allowed' }),
    );
    const client = createHttpClient({ fetch, storage });
    await expect(client.get('/a')).rejects.toMatchObject({ status: 401, message: 'Not allowed' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a failed refresh clears both tokens, ends the session once, and fails every waiting request', async () => {
    const storage = memoryStorage({ accessToken: 'old', refreshToken: 'R1', user: '{}' });
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url) === '/api/users/refresh'
        ? json(401, { success: false, message: 'bad token' })
        : json(401, {}),
    );
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ fetch, storage, onSessionExpired });
    const results = await Promise.allSettled([client.get('/a'), client.get('/b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(storage.data.has('accessToken')).toBe(false);
    expect(storage.data.has('refreshToken')).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session without calling refresh when no refresh token is stored', async () => {
    const storage = memoryStorage({ accessToken: 'old' });
    const fetch = vi.fn(async () => json(401, {}));
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ fetch, storage, onSessionExpired });
    await expect(client.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storage.data.has('accessToken')).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a refresh response without success or accessToken as a failure', async () => {
    const storage = memoryStorage({ accessToken: 'old', refreshToken: 'R1' });
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url) === '/api/users/refresh' ? json(200, { success: true }) : json(401, {}),
    );
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ fetch, storage, onSessionExpired });
    await expect(client.get('/a')).rejects.toBeInstanceOf(ApiError);
    expect(storage.data.has('refreshToken')).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a 401 for a request sent before a sign-out ends quietly: no refresh, no session ended', async () => {
    const storage = memoryStorage({ accessToken: 'old', refreshToken: 'R1' });
    const answer = deferred<Response>();
    const fetch = vi.fn(() => answer.promise);
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ fetch, storage, onSessionExpired });
    const pending = client.get('/cart');
    // the shopper signs out while the request is in flight; the server then refuses the revoked token
    storage.removeItem('accessToken');
    storage.removeItem('refreshToken');
    answer.resolve(json(401, { success: false, message: 'Session revoked' }));
    await expect(pending).rejects.toMatchObject({ status: 401, message: 'Session revoked' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not try to refresh for a 401 on an anonymous request', async () => {
    const fetch = vi.fn(async () => json(401, { message: 'OTP verification failed' }));
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ fetch, storage: memoryStorage(), onSessionExpired });
    await expect(client.post('/users/verify-otp', {})).rejects.toMatchObject({
      message: 'OTP verification failed',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('with refreshOnUnauthorized false, a 401 goes to the caller without refreshing or ending the session', async () => {
    const storage = memoryStorage({ accessToken: 'old', refreshToken: 'R1' });
    const fetch = vi.fn(async () => json(401, { success: false, message: 'Session expired' }));
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ fetch, storage, onSessionExpired });
    await expect(
      client.post('/users/logout', undefined, { refreshOnUnauthorized: false }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.data.get('refreshToken')).toBe('R1');
  });

  it('reads a file as a blob with its server file name, refreshing the session like any call', async () => {
    const storage = memoryStorage({ accessToken: 'old', refreshToken: 'R1' });
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === '/api/users/refresh') return json(200, { success: true, accessToken: 'new' });
      if (authOf(init) !== 'Bearer new') return json(401, {});
      return new Response('%PDF-1.3', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="a-1.pdf"',
        },
      });
    });
    const client = createHttpClient({ fetch, storage });
    const file = await client.getFile('/orders/1/invoice');
    expect(file.filename).toBe('a-1.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.3');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reads a failed file request as an ApiError from its JSON body', async () => {
    const fetch = vi.fn(async () => json(409, { success: false, message: 'Not yet' }));
    const client = createHttpClient({ fetch, storage: memoryStorage() });
    await expect(client.getFile('/orders/1/invoice')).rejects.toMatchObject({
      status: 409,
      message: 'Not yet',
    });
  });
});
