import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { SignJWT } from 'jose';
import { createShopper, expect, latestCode, storeSession, test, uniquePhone } from './auth-fixtures';

/** The account control in this viewport's header. */
const accountMenu = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Account menu' }).locator('visible=true');

async function enterPhone(page: import('@playwright/test').Page, phone: string) {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('Enter OTP')).toBeFocused();
}

test('a new shopper signs in with a code from the outbox, gives details and stays signed in', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  await page.goto('/auth/login?redirect=/shop');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
  await enterPhone(page, phone);
  const code = await latestCode(request, phone);
  await page.getByLabel('Enter OTP').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid OTP. 4 attempts left');
  await page.getByLabel('Enter OTP').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your name and a valid email');
  await page.getByLabel('Full name').fill('Kavya Iyer');
  await page.getByLabel('Email').fill(`kavya.${phone}@mail.test`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(accountMenu(page)).toBeVisible();
  await page.reload();
  await accountMenu(page).click();
  await expect(page.getByText('Kavya Iyer').locator('visible=true')).toBeVisible();
});

/** Gives a shopper a password through the real email reset (no SMS, so no code wait). */
async function setPassword(request: APIRequestContext, email: string, password: string) {
  await request.post('/api/users/forgot-password', { data: { input: email } });
  const outbox = await (await request.get(`/api/dev/outbox?to=${email}`)).json();
  const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(outbox.messages[0].body)![1];
  expect(
    (await request.post('/api/users/reset-password', { data: { token, newPassword: password } })).ok(),
  ).toBe(true);
}

test('a returning shopper signs in with a password and lands on the redirect target', async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request);
  await setPassword(request, shopper.email, 'ruby-ring-2026');
  await page.goto('/auth/login?redirect=/collections');
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByLabel(/phone number or email/i).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid phone/email or password');
  await page.getByLabel('Password', { exact: true }).fill('ruby-ring-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/collections$/);
  await page.goto('/auth/login?redirect=https://evil.example/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  for (const redirect of [
    '/..//evil.example',
    '/.//evil.example',
    '/%2F%2Fevil.example',
    '/\\evil.example',
  ]) {
    await page.goto(`/auth/login?redirect=${encodeURIComponent(redirect)}`);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\//);
  }
});

test('the resend button counts down 30 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/auth/login');
  await enterPhone(page, uniquePhone());
  await expect(page.getByRole('button', { name: /Resend OTP in 30s/ })).toBeDisabled();
  await page.clock.runFor(12_000);
  await expect(page.getByRole('button', { name: /Resend OTP in 18s/ })).toBeDisabled();
  await page.clock.runFor(18_000);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  await page.getByRole('button', { name: 'Change number' }).click();
  await expect(page.getByLabel('Phone number')).toBeVisible();
});

test('forgot password by phone, then sign in with the new password', async ({ page, request }) => {
  const shopper = await createShopper(request);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email or phone number').fill(shopper.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-forgot-otp$/);
  await page.getByLabel(/OTP/).fill(await latestCode(request, shopper.phone));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password\//);
  await page.getByLabel('New password', { exact: true }).fill('sapphire-2026');
  await page.getByLabel('Confirm password').fill('sapphire-2025');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel('Confirm password').fill('sapphire-2026');
  await page.clock.install();
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText(/Password reset successfully/)).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByLabel(/phone number or email/i).fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill('sapphire-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(accountMenu(page)).toBeVisible();
});

test('forgot password by email, with the link from the outbox', async ({ page, request }) => {
  const shopper = await createShopper(request);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email or phone number').fill(shopper.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Resend Email' })).toBeVisible();
  const outbox = await (await request.get(`/api/dev/outbox?to=${shopper.email}`)).json();
  const link = /http:\/\/[^\s]+\/auth\/reset-password\/[A-Za-z0-9_-]+/.exec(outbox.messages[0].body)![0];
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill('emerald-2026');
  await page.getByLabel('Confirm password').fill('emerald-2026');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText(/Password reset successfully/)).toBeVisible();
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Invalid or expired reset link. Please request a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toBeVisible();
});

/** An access token exactly like the server's, but expired (the e2e server runs on the development secret). */
async function expiredAccessToken(accessToken: string) {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
  const key = createHmac('sha256', 'dev-only-secret-change-me-please-32chars')
    .update('svarna:access-token')
    .digest();
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ typ: 'access', sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(claims.iss)
    .setAudience(claims.aud)
    .setSubject(claims.sub)
    .setIssuedAt(past - 900)
    .setNotBefore(past - 900)
    .setExpirationTime(past)
    .sign(key);
}

test('an expired access token is refreshed without the shopper noticing', async ({ page, request }) => {
  const shopper = await createShopper(request);
  await storeSession(page, { ...shopper, accessToken: await expiredAccessToken(shopper.accessToken) });
  const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/users/refresh') && res.ok());
  const profile = page.waitForResponse((res) => res.url().endsWith('/api/users/profile') && res.ok());
  await page.goto('/');
  await refreshed;
  await profile;
  await expect(accountMenu(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(shopper.refreshToken);
});

test('a revoked session ends on the sign-in page with the session alert', async ({ page, request }) => {
  const shopper = await createShopper(request);
  const headers = { authorization: `Bearer ${shopper.accessToken}` };
  expect((await request.post('/api/users/logout', { headers })).ok()).toBe(true);
  await storeSession(page, { ...shopper, accessToken: await expiredAccessToken(shopper.accessToken) });
  const alert = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
  await page.goto('/');
  expect(await alert).toBe('Your session has expired. Please log in again.');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('logging out from the account menu ends the session on the server', async ({
  signedInPage: page,
  shopper,
  request,
}) => {
  await page.goto('/');
  await accountMenu(page).click();
  // The menu goes at once; the revoke follows it, so the refresh waits for the server's answer to logout.
  const loggedOut = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/logout') && response.request().method() === 'POST',
  );
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('visible=true')).toHaveCount(0);
  expect((await loggedOut).ok()).toBe(true);
  const res = await request.post('/api/users/refresh', { data: { token: shopper.refreshToken } });
  expect(res.status()).toBe(401);
});
