import type { Browser, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './admin-fixtures';
import { createShopper, storeSession } from './auth-fixtures';
import { confirmationUrl, placeButton, sandbox, saveAddress } from './checkout-helpers';
import { actAfterHydration } from './fixtures';

/**
 * The owner runs the catalogue from the desk, on the project's screen; a shopper on the other screen
 * (a desktop when the owner is on a phone, and the other way round) finds, buys and loses the piece.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const ownerOnPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** A camera-roll photo: a gradient, so it is a real picture and not a flat colour. */
async function cameraPhoto(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#fff8e7"/></linearGradient></defs><rect width="1200" height="1200" fill="url(#g)"/><circle cx="600" cy="600" r="320" fill="none" stroke="#b8860b" stroke-width="60"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A shopper in a window of the other size, signed in, with a saved address. */
async function shopperWindow(
  browser: Browser,
  testInfo: TestInfo,
  request: Parameters<typeof createShopper>[0],
) {
  const viewport = ownerOnPhone(testInfo) ? DESKTOP : PHONE;
  const context = await browser.newContext({
    viewport,
    isMobile: viewport === PHONE,
    hasTouch: viewport === PHONE,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.200.${testInfo.workerIndex % 250}.${(testInfo.repeatEachIndex % 250) + 1}`,
    },
  });
  const shopper = await createShopper(request, 'Kavya Iyer');
  await saveAddress(request, shopper);
  const page = await context.newPage();
  actAfterHydration(page);
  await storeSession(page, shopper);
  return { context, page, shopper };
}

/** Finds a piece by a word of its name through the search the shopper's screen has. */
async function searchAndOpen(page: Page, word: string, name: string) {
  await page.goto('/');
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await page.getByTestId('mobile-menu-button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Search products' }).click();
    const search = page.getByTestId('mobile-search');
    await search.getByRole('searchbox', { name: 'Find Product, Store' }).fill(word);
    await search
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await dialog.getByRole('combobox', { name: 'Search products' }).fill(word);
    await expect(dialog.getByRole('option').first()).toContainText(name);
    await dialog.getByRole('combobox', { name: 'Search products' }).press('Enter');
  }
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('a new piece from the desk', () => {
  test.use({ adminSlot: 7 });

  test('the owner adds a choker with two photos and two sizes and publishes it; a shopper finds it, buys the 16 in; hidden, it is a 404', async ({
    adminPage: owner,
    browser,
    request,
  }, testInfo) => {
    test.slow(); // two windows, two uploads, a payment
    const tag = `zq${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const name = `Noor Kundan Choker ${tag}`;

    // a choker: the journeys that count rings, earrings, necklaces and bangles never meet it
    await owner.goto('/admin/products');
    await owner.getByRole('link', { name: 'New product' }).click();
    await expect(owner).toHaveURL('/admin/products/new');
    await owner.getByLabel('Name', { exact: true }).fill(name);
    await expect(owner.getByLabel('Slug')).toHaveValue(`noor-kundan-choker-${tag}`);
    await owner.getByLabel('Short description').fill('A kundan choker set in gold-plated silver.');
    await owner.getByLabel('Category', { exact: true }).selectOption({ label: 'Choker' });
    await owner.getByLabel('MRP').fill('4,500');
    await owner.getByLabel('Sale price').first().fill('3999');

    await owner.getByLabel('Add photos').setInputFiles([
      { name: 'choker-front.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#c9a227') },
      { name: 'choker-side.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#8e5c2c') },
    ]);
    const photos = owner.getByRole('list', { name: 'Product photos' }).getByRole('listitem');
    await expect(photos).toHaveCount(2, { timeout: 30_000 });
    await owner.getByLabel('Alt text, photo 1').fill('The choker from the front');
    await owner.getByLabel('Alt text, photo 2').fill('The choker from the side');

    await owner.getByLabel('Yes: variants, each with its own price and stock').check();
    await owner.getByLabel('Add values to Size').fill('14 in, 16 in');
    await owner.getByRole('button', { name: 'Add', exact: true }).click();
    const variants = owner.getByRole('region', { name: 'Variants' });
    for (const size of ['14 in', '16 in']) {
      const row = variants.getByRole('group', { name: new RegExp(`${size}$`) });
      await row.getByLabel('Stock').fill('3');
    }
    await owner.getByRole('button', { name: 'Publish' }).click();
    await expect(owner).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(owner.getByText('Published', { exact: true })).toBeVisible();

    // the shopper, on the other screen
    const { context, page, shopper } = await shopperWindow(browser, testInfo, request);
    await searchAndOpen(page, tag, name);
    const slug = `noor-kundan-choker-${tag}`;
    await expect(page).toHaveURL(`/product/${slug}`);
    await expect(page.getByTestId('product-price')).toContainText('₹3,999');
    const gallery = page.locator('main img[srcset]').first();
    await expect(gallery).toHaveAttribute('srcset', /640w/);
    await page
      .getByLabel('Size', { exact: true })
      .locator('visible=true')
      .first()
      .selectOption({ label: '16 in' });
    await page.getByTestId('add-to-cart').locator('visible=true').first().click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /Marine Drive/ })).toBeChecked();
    await placeButton(page).click();
    await sandbox(page).getByRole('button', { name: 'Pay successfully' }).click();
    await expect(page).toHaveURL(confirmationUrl);
    const orders = await (
      await request.get('/api/orders/me/orders', {
        headers: { authorization: `Bearer ${shopper.accessToken}` },
      })
    ).json();
    const line = orders.orders[0].items[0];
    expect(line.product.name).toBe(name);
    expect(line.price).toBe(3999);
    expect(line.variant.attributes).toEqual([{ name: 'Size', value: '16 in' }]);

    // the owner hides it: the shopper's page is a 404, and the placed order keeps its line
    await owner.getByRole('button', { name: 'Hide' }).click();
    await expect(owner.getByText(`Saved: ${name} is hidden.`)).toBeVisible();
    const gone = await page.goto(`/product/${slug}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    const after = await (
      await request.get('/api/orders/me/orders', {
        headers: { authorization: `Bearer ${shopper.accessToken}` },
      })
    ).json();
    expect(after.orders[0].items[0]).toEqual(line);
    await context.close();
  });
});

test.describe('the home page from the desk', () => {
  test.use({ adminSlot: 8 });

  test("the owner edits a banner's subtitle and shoppers see it on the home page", async ({
    adminPage: owner,
    browser,
    request,
  }, testInfo) => {
    const banners = (await (await request.get('/api/site-content/banners')).json()).data as {
      title: string;
      subtitle: string;
    }[];
    // each project edits its own banner, so the two never meet
    const banner = banners[ownerOnPhone(testInfo) ? 0 : 1]!;
    const subtitle = `Festive edit ${testInfo.project.name}`;

    await owner.goto('/admin/home');
    await owner.getByRole('button', { name: `Edit ${banner.title}` }).click();
    const form = owner.getByRole('form', { name: `Edit ${banner.title}` });
    await form.getByLabel('Subtitle').fill(subtitle);
    await form.getByRole('button', { name: 'Save banner' }).click();
    await expect(form).toHaveCount(0);
    await expect(owner.getByText(`Saved the banner ${banner.title}.`)).toBeVisible();

    const { context, page } = await shopperWindow(browser, testInfo, request);
    await page.goto('/');
    await expect(page.getByText(subtitle, { exact: true })).toBeAttached();

    // put it back as it was, through the same form
    await owner.getByRole('button', { name: `Edit ${banner.title}` }).click();
    await form.getByLabel('Subtitle').fill(banner.subtitle);
    await form.getByRole('button', { name: 'Save banner' }).click();
    await expect(form).toHaveCount(0);
    await expect(owner.getByText(`Saved the banner ${banner.title}.`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(subtitle, { exact: true })).toHaveCount(0);
    await context.close();
  });
});
