import type { CartLine } from '@svarna/contracts';
import { vi } from 'vitest';
import { createCartLine } from '../../test/factories';
import { signedInAs } from '../../test/render-app';

export interface ApiCall {
  method: string;
  /** after /api, with the query string */
  path: string;
  body: unknown;
  authorization: string | null;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const cartAnswer = (items: CartLine[]) => json(200, { success: true, cart: { items } });

export const refusal = (status: number, message: string, extra: object = {}) =>
  json(status, {
    success: false,
    message,
    code: status === 409 ? 'OUT_OF_STOCK' : 'BAD_REQUEST',
    ...extra,
  });

/** Stubs fetch; every request is recorded and answered by `answer`. */
export function stubFetch(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.Authorization ?? null,
    };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A server cart line: a Kundan Choker at ₹2,499 (₹2,999 before), 10 in stock, unless told otherwise. */
export const createServerLine = (overrides: Partial<CartLine> = {}): CartLine =>
  createCartLine({
    productId: '1',
    name: 'Kundan Choker',
    slug: 'kundan-choker',
    price: 2499,
    basePrice: 2999,
    ...overrides,
  });

export const signedIn = signedInAs({ _id: '7', name: 'Asha Rao' });
