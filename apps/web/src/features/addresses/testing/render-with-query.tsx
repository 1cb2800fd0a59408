import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderWithApp, signedInAs } from '../../../test/render-app';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers fetch with `answer`; records each call (path after /api, with its query). */
export function stubFetch(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, '') + url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

export const lookupAnswer = (serviceable: boolean, city = 'Central Delhi', state = 'Delhi') =>
  json(200, { success: true, pincode: '110001', serviceable, city, district: city, state });

/** Signed in, with a query client without retries. */
export function renderWithQuery(ui: ReactNode) {
  return renderWithApp(ui, { auth: signedInAs({ _id: '7' }, 't') });
}
