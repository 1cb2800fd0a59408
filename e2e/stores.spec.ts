import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

interface StoreHit {
  _id: string;
  name: string;
  city: string;
  phone: string;
  latitude: number;
  longitude: number;
  distance: number | null;
}

async function storesApi(page: Page, pin: string): Promise<StoreHit[]> {
  return (await (await page.request.get(`/api/stores?pin=${pin}`)).json()).stores;
}

const km = (distance: number) =>
  `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }).format(distance)} km away`;

test('a 6-digit pin lists the nearest stores first with distances, the first selected', async ({ page }) => {
  const expected = await storesApi(page, '122018');
  expect(expected[0]!.city).toBe('Gurugram');
  await page.goto('/store');
  await expect(page.getByText('Enter a 6-digit PIN code to find stores near you.')).toBeVisible();
  await page.getByLabel('PIN code').fill('122018');
  const cards = page.getByTestId('store-card');
  await expect(cards).toHaveCount(expected.length);
  for (const [i, store] of expected.entries()) {
    await expect(cards.nth(i)).toContainText(store.name);
    await expect(cards.nth(i)).toContainText(km(store.distance!));
  }
  const distances = expected.map((s) => s.distance!);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  await expect(cards.first()).toContainText('Gurugram');
  await expect(cards.first().getByRole('link', { name: expected[0]!.phone })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );

  await expect(cards.first()).toHaveAttribute('data-selected', 'true');
  const detail = page.getByTestId('store-detail');
  await expect(detail.getByRole('heading', { name: expected[0]!.name })).toBeVisible();
  const directions = detail.getByRole('link', { name: /Get directions/ });
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${expected[0]!.latitude},${expected[0]!.longitude}`,
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);

  await cards.nth(1).getByRole('button', { name: expected[1]!.name }).click();
  await expect(cards.nth(1)).toHaveAttribute('data-selected', 'true');
  await expect(detail.getByRole('heading', { name: expected[1]!.name })).toBeVisible();
});

test('the 400001 shortcut shows the Mumbai store', async ({ page }) => {
  const expected = await storesApi(page, '400001');
  await page.goto('/store');
  await page.getByRole('button', { name: 'Try 400001 (Mumbai)' }).click();
  await expect(page.getByLabel('PIN code')).toHaveValue('400001');
  await expect(page.getByTestId('store-card').first()).toContainText(expected[0]!.name);
  await expect(page.getByTestId('store-card').first()).toContainText('Mumbai');
  await expect(page.getByTestId('store-detail')).toContainText(expected[0]!.name);
});

test('pin codes with no store nearby say so', async ({ page }) => {
  await page.goto('/store');
  const input = page.getByLabel('PIN code');
  const message = page.getByText('No stores found near this PIN code. Please try another location.');
  await input.fill('999999');
  await expect(message).toBeVisible();
  await expect(page.getByTestId('store-card')).toHaveCount(0);
  await input.fill('000000');
  await expect(message).toBeVisible();
});

test('the pin input keeps digits only and asks for 6 on submit', async ({ page }) => {
  await page.goto('/store');
  const input = page.getByLabel('PIN code');
  await input.fill('12a20');
  await expect(input).toHaveValue('1220');
  await page.getByRole('button', { name: 'Find Stores' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid 6-digit pincode');
  await input.press('End');
  await input.pressSequentially('1812');
  await expect(input).toHaveValue('122018');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('store-card').first()).toContainText('Gurugram');
});

for (const path of ['/store-locator', '/locator-result']) {
  test(`${path} is the same page with the footer placeholder`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Store Near You' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('button', { name: 'Try 400001 (Mumbai)' }).click();
    await expect(page.getByTestId('store-card').first()).toContainText('Mumbai');
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`store page has no serious a11y violations (${scheme})`, async ({ page }) => {
    test.slow(); // axe over a whole page is slow on a busy machine
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/store');
    await page.getByLabel('PIN code').fill('122018');
    await expect(page.getByTestId('store-detail')).toBeVisible();
    await page.getByRole('button', { name: 'Find Stores' }).focus();
    await expectNoSeriousA11yViolations(page);
  });
}
