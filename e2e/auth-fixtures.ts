import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from './fixtures';

let counter = 0;
/** A mobile number no other journey of this run uses. */
export function uniquePhone(): string {
  counter += 1;
  const seed = (Date.now() % 100_000) * 100 + counter + process.pid;
  return `7${String(seed).padStart(9, '0').slice(-9)}`;
}

async function codeInOutbox(request: APIRequestContext, phone: string): Promise<string | undefined> {
  const res = await request.get(`/api/dev/outbox?to=${phone}`);
  const sms = (await res.json()).messages.find((m: { channel: string }) => m.channel === 'sms');
  return /#(\d{6})\s*$/.exec(sms?.body ?? '')?.[1];
}

/**
 * The newest SMS code in the outbox for a phone. A click on 'Send OTP' returns before the request
 * lands, so the outbox is polled until the code is there.
 */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = await codeInOutbox(request, phone);
        return code;
      },
      { message: `no code for ${phone}` },
    )
    .toBeDefined();
  return code as string;
}

export interface Shopper {
  phone: string;
  name: string;
  email: string;
  accessToken: string;
  refreshToken: string;
  user: { _id: string; name: string; email: string; phone: string };
}

/** Makes an account and a session through the real routes. */
export async function createShopper(request: APIRequestContext, name = 'Priya Sharma'): Promise<Shopper> {
  const phone = uniquePhone();
  const email = `priya.${phone}@mail.test`;
  expect((await request.post('/api/users/send-otp', { data: { phone } })).ok()).toBe(true);
  const otp = await latestCode(request, phone);
  const res = await request.post('/api/users/verify-otp', { data: { phone, otp, name, finalEmail: email } });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  return {
    phone,
    name,
    email,
    accessToken: body.accessToken,
    refreshToken: body.refreshToken,
    user: body.user,
  };
}

/** Puts a session where the storefront keeps it, before any page script runs. */
export async function storeSession(page: Page, shopper: Shopper) {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-session-stored')) return;
    sessionStorage.setItem('e2e-session-stored', '1');
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, shopper);
}

/** Gives a shopper a password through the real email reset. */
export async function setPassword(request: APIRequestContext, email: string, password: string) {
  await request.post('/api/users/forgot-password', { data: { input: email } });
  const outbox = await (await request.get(`/api/dev/outbox?to=${email}`)).json();
  const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(outbox.messages[0].body)![1];
  const reset = await request.post('/api/users/reset-password', { data: { token, newPassword: password } });
  expect(reset.ok()).toBe(true);
}

/** From the sign-in page: signs in with a password, as a shopper would. */
export async function signInWithPassword(page: Page, identifier: string, password: string) {
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByLabel(/phone number or email/i).fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

let ipCounter = 0;

/**
 * Journeys that sign in: each test is its own client address (behind the trusted proxy), and
 * `signedInPage` is a page whose shopper is already signed in through the real routes.
 */
export const test = base.extend<{ shopper: Shopper; signedInPage: Page }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    ipCounter += 1;
    await use({
      'x-forwarded-for': `10.${testInfo.workerIndex % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
    });
  },
  shopper: async ({ request }, use) => {
    await use(await createShopper(request));
  },
  signedInPage: async ({ page, shopper }, use) => {
    await storeSession(page, shopper);
    await use(page);
  },
});
export { expect };
