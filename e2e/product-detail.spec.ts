import type { Page } from '@playwright/test';
import { test as deskTest } from './admin-fixtures';
import {
  expect,
  expectNoSeriousA11yViolations,
  type Priced,
  priceOf,
  products,
  rupees,
  serverCartOf,
  test,
} from './fixtures';

interface VariantAttr {
  attribute_id: { _id: string; name: string };
  attribute_value_id: { _id: string; value: string };
}
interface Spec {
  key: string;
  value: string;
}
interface Variant {
  _id: string;
  inventory: number;
  price: number;
  salePrice: number | null;
  description: string;
  attributes: VariantAttr[];
  photos: { filePath: string; alt: string }[];
  specifications: { section: string; specs: Spec[] }[];
}
interface Detail extends Priced {
  _id: string;
  slug: string;
  name: string;
  stock: number;
  hasVariants: boolean;
  basePhotos: unknown[];
  attributes: { attributeId: { _id: string; name: string } }[];
  variants: Variant[];
  fbtIds: (Priced & { _id: string; name: string; slug: string; stock: number; hasVariants: boolean })[];
}

/** A product's detail (undefined at run time when it was hidden since the list was read: a 404). */
async function detail(page: Page, slug: string): Promise<Detail> {
  return (await (await page.request.get(`/api/products/slug/${slug}`)).json()).product;
}

const attrValue = (v: Variant, attributeId: string) =>
  v.attributes.find((a) => a.attribute_id._id === attributeId)?.attribute_value_id;
const variantPrice = (v: Variant) => priceOf({ salePrice: v.salePrice, basePrice: v.price });

/**
 * A product with two attributes where some value of the first exists with only some values of the
 * second (a ring in Ring Size x Plating Colour with missing combinations), in stock, with 2+ photos.
 */
async function productWithGaps(page: Page) {
  for (const summary of (await products(page)).filter((p) => p.hasVariants && p.stock > 0)) {
    const d = await detail(page, summary.slug);
    if (!d || d.basePhotos.length < 2) continue; // none: hidden at the desk since the list was read
    const attrs = d.attributes
      .map((a) => a.attributeId)
      .filter((a) => d.variants.some((v) => attrValue(v, a._id)));
    if (attrs.length !== 2) continue;
    const [first, second] = attrs as [{ _id: string; name: string }, { _id: string; name: string }];
    const secondValues = new Map(
      d.variants.map((v) => [attrValue(v, second._id)!._id, attrValue(v, second._id)!.value] as const),
    );
    const start = d.variants[0]!;
    if (start.inventory <= 0) continue;
    for (const v of d.variants) {
      const value = attrValue(v, first._id)!;
      const withValue = d.variants.filter((x) => attrValue(x, first._id)?._id === value._id);
      const missing = [...secondValues].find(
        ([id]) => !withValue.some((x) => attrValue(x, second._id)?._id === id),
      );
      // a value whose variants differ from the first variant's price or description, with a gap
      if (missing && value._id !== attrValue(start, first._id)?._id && v.description !== start.description) {
        return { d, first, second, pick: value, missing: missing[1] };
      }
    }
  }
  throw new Error('no product with a missing variant combination in the seed');
}

test.describe('product detail', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });

  test('carousel: previous/next, thumbnails and arrow keys change the slide', async ({ page }) => {
    const { d } = await productWithGaps(page);
    await page.goto(`/product/${d.slug}`);
    const carousel = page.getByTestId('product-carousel');
    await expect(carousel).toHaveAttribute('data-selected-index', '0');
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(carousel).toHaveAttribute('data-selected-index', '1');
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(carousel).toHaveAttribute('data-selected-index', '0');
    // previous from the first slide wraps to the last
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    const thumbs = carousel.getByRole('button', { name: /^Show image \d+ of \d+$/ });
    const count = await thumbs.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(carousel).toHaveAttribute('data-selected-index', String(count - 1));
    await thumbs.nth(1).click();
    await expect(carousel).toHaveAttribute('data-selected-index', '1');
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await thumbs.nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(carousel).toHaveAttribute('data-selected-index', '0');
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('data-selected-index', '1');
  });

  test('carousel autoplays after about 5 s and pauses while hovered', async ({ page }) => {
    const { d } = await productWithGaps(page);
    await page.clock.install();
    await page.goto(`/product/${d.slug}`);
    const carousel = page.getByTestId('product-carousel');
    await expect(carousel).toHaveAttribute('data-selected-index', '0');
    // The page's clock moves in half-second steps until the slide changes (its timer starts at hydration).
    const shownAt = await page.evaluate(() => Date.now());
    for (let step = 0; step < 24; step++) {
      if ((await carousel.getAttribute('data-selected-index')) !== '0') break;
      await page.clock.runFor(500);
    }
    await expect(carousel).toHaveAttribute('data-selected-index', '1');
    const movedAfter = (await page.evaluate(() => Date.now())) - shownAt;
    expect(movedAfter).toBeGreaterThan(3_500);
    expect(movedAfter).toBeLessThan(9_000);

    await carousel.hover();
    await page.clock.runFor(6_500);
    await expect(carousel).toHaveAttribute('data-selected-index', '1');
  });

  test('no autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { d } = await productWithGaps(page);
    await page.clock.install();
    await page.goto(`/product/${d.slug}`);
    const carousel = page.getByTestId('product-carousel');
    await expect(carousel.getByRole('button', { name: 'Next image' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
    await page.clock.runFor(6_000);
    await expect(carousel).toHaveAttribute('data-selected-index', '0');
  });

  test('variants: the first is preselected, a choice updates price and description, gaps are disabled', async ({
    page,
  }) => {
    const { d, first, second, pick, missing } = await productWithGaps(page);
    await page.goto(`/product/${d.slug}`);
    const start = d.variants[0]!;
    const description = page.getByTestId('variant-description');
    const price = page.getByTestId('product-price');
    await expect(description).toHaveText(start.description);
    await expect(price).toContainText(`${rupees(variantPrice(start))}/-`);

    const firstSelect = page.getByLabel(first.name, { exact: true }).locator('visible=true').first();
    const secondSelect = page.getByLabel(second.name, { exact: true }).locator('visible=true').first();
    await firstSelect.selectOption(pick._id);
    // the other attribute moved to a combination that exists; that variant is shown
    const chosenSecond = await secondSelect.inputValue();
    const chosen = d.variants.find(
      (v) => attrValue(v, first._id)?._id === pick._id && attrValue(v, second._id)?._id === chosenSecond,
    );
    expect(chosen, 'the selection is a real variant').toBeTruthy();
    await expect(description).toHaveText(chosen!.description);
    await expect(price).toContainText(`${rupees(variantPrice(chosen!))}/-`);

    // a combination without a variant is disabled and cannot be chosen
    const gap = secondSelect.locator('option', { hasText: missing });
    await expect(gap).toBeDisabled();
    await expect(secondSelect.selectOption({ label: missing }, { timeout: 1500 })).rejects.toThrow();
    await expect(secondSelect).toHaveValue(chosenSecond);
  });

  test("'Buy All' adds this product and its in-stock companions, then opens checkout", async ({ page }) => {
    let target: Detail | null = null;
    for (const p of (await products(page)).filter((x) => !x.hasVariants && x.stock > 0)) {
      const d = await detail(page, p.slug);
      if (!d) continue; // hidden at the desk since the list was read
      if (d.fbtIds.length >= 2 && d.fbtIds.every((c) => c.stock > 0)) {
        target = d;
        break;
      }
    }
    expect(target, 'a product with two in-stock companions').toBeTruthy();
    const d = target!;
    let total = priceOf(d);
    for (const c of d.fbtIds) {
      if (!c.hasVariants) {
        total += priceOf(c);
        continue;
      }
      const cd = await detail(page, c.slug);
      const v = cd.variants[0]!.inventory > 0 ? cd.variants[0]! : cd.variants.find((x) => x.inventory > 0)!;
      total += variantPrice(v);
    }
    await page.goto(`/product/${d.slug}`);
    const fbt = page.getByRole('region', { name: 'Frequently Bought Together' });
    // every tile links: this product's own first (the current page), then its companions
    await expect(fbt.getByRole('link')).toHaveCount(1 + d.fbtIds.length);
    await expect(fbt.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    await expect(fbt.getByRole('link').nth(1)).toHaveAttribute('href', `/product/${d.fbtIds[0]!.slug}`);
    const buyAll = fbt.getByRole('button', { name: `Buy All (${rupees(total)})` });
    await expect(buyAll).toBeEnabled();
    await buyAll.click();
    await expect(page).toHaveURL(/\/checkout$/);
    const cart = await serverCartOf(page);
    expect(cart).toHaveLength(1 + d.fbtIds.length);
    expect(cart.reduce((n, i) => n + i.quantity, 0)).toBe(1 + d.fbtIds.length);
  });

  test('FAQ and specification accordions work from the keyboard', async ({ page }) => {
    const { d } = await productWithGaps(page);
    await page.goto(`/product/${d.slug}`);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const returns = faq.getByRole('button', { name: 'Can I return or exchange my order?' });
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
    await returns.focus();
    await page.keyboard.press('Enter');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region', { name: 'Can I return or exchange my order?' })).toContainText(
      'No Return/ No Exchange',
    );
    await page.keyboard.press('ArrowDown');
    const sizes = faq.getByRole('button', { name: 'How do I find my ring or bangle size?' });
    await expect(sizes).toBeFocused();
    await page.keyboard.press('Space');
    await expect(sizes).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Home');
    await expect(
      faq.getByRole('button', { name: 'What materials is your jewellery made of?' }),
    ).toBeFocused();
    for (const topic of ['Do you ship worldwide?', 'How should I care for my jewellery?']) {
      await expect(faq.getByRole('button', { name: topic })).toBeVisible();
    }

    const specs = page.getByRole('region', { name: 'Product Specifications' });
    const sections = specs.getByRole('button');
    await expect(sections.first()).toHaveAttribute('aria-expanded', 'true');
    await sections.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(sections.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(sections.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  test('delivery check validates the pincode and reports serviceability', async ({ page }) => {
    const { d } = await productWithGaps(page);
    await page.goto(`/product/${d.slug}`);
    const input = page.getByLabel('Delivery pincode');
    const check = page.getByRole('button', { name: 'Check', exact: true });
    await input.fill('4a0b');
    await expect(input).toHaveValue('40');
    await input.fill('12345');
    await check.click();
    await expect(page.getByText('Please enter a valid 6-digit pincode')).toBeVisible();
    await input.fill('400001');
    await check.click();
    await expect(page.getByText('Delivery available to Mumbai, Maharashtra')).toBeVisible();
    await expect(page.getByText('Standard Delivery, 2–7 business days')).toBeVisible();
    await input.fill('999999');
    await input.press('Enter');
    await expect(page.getByText('This pincode is not serviceable')).toBeVisible();
  });

  test('a failing lookup says so', async ({ page }) => {
    const { d } = await productWithGaps(page);
    // An answer without a lookup in it (a network error would also log a console error in Chromium).
    await page.route('**/api/pincode/lookup**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.goto(`/product/${d.slug}`);
    await page.getByLabel('Delivery pincode').fill('400001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText('Failed to verify pincode. Please try again.')).toBeVisible();
  });

  test('an unknown product offers a way back to the shop', async ({ page }) => {
    await page.goto('/product/no-such-piece');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all jewellery' })).toHaveAttribute('href', '/shop');
  });
});

test.describe('mobile buy bar @mobile', () => {
  test('fixed bar with name, price, attribute dropdowns and Buy Now; nothing hidden behind it', async ({
    page,
  }) => {
    const { d, first } = await productWithGaps(page);
    await page.goto(`/product/${d.slug}`);
    const bar = page.getByTestId('mobile-buy-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(d.name);
    await expect(bar).toContainText(rupees(variantPrice(d.variants[0]!)));
    await expect(bar.getByLabel(first.name, { exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Buy Now' })).toBeEnabled();

    // The page reserves the bar's height at the bottom, so the footer's last line stays uncovered.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barBox = (await bar.boundingBox())!;
    const lastLine = page.getByRole('contentinfo').getByText(/© 2025/);
    await expect(lastLine).toBeVisible();
    const lineBox = (await lastLine.boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barBox.y);

    await bar.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test.describe('desktop layout @desktop', () => {
  test('no bottom bar on wide screens', async ({ page }) => {
    const { d } = await productWithGaps(page);
    await page.goto(`/product/${d.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('mobile-buy-bar')).toBeHidden();
  });
});

const POLICIES = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    headings: [
      'Personal information we collect',
      'Device Information',
      'Order Information',
      'Sharing your personal information',
      'Behavioural advertising',
      'Do not track',
      'Your rights as a European resident',
      'Data retention',
      'Minors',
      'Contact us',
    ],
    text: ['not intended for individuals under the age of 8', 'analytics provider'],
  },
  {
    path: '/terms-conditions',
    title: 'Terms & Conditions',
    headings: ['Our offers are invitations, not binding offers', 'Governing law'],
    text: [
      'Prices exclude taxes unless stated otherwise',
      'Indian Rupees (INR',
      'governed by the laws of India',
    ],
  },
  {
    path: '/shipping-policy',
    title: 'Shipping Policy',
    headings: ['Delivery time', 'Order processing', 'Same-day emergency delivery', 'Shipping charges'],
    text: [
      '2-7 business days',
      '24-48 hours',
      '5-7 business days',
      '1-3 business days',
      'NCR pincodes only',
      '₹100',
      '₹200',
    ],
    updated: '2025-09-16',
  },
  {
    path: '/return-policy',
    title: 'Return Policy',
    headings: ['If your order arrives damaged', 'International orders', 'Pickup and refunds'],
    text: [
      'first-time parcel opening video',
      'Shipping amounts are non-refundable',
      '3-5 business days',
      '15 business days',
    ],
    updated: '2025-09-16',
  },
];

test.describe('policy pages', () => {
  for (const policy of POLICIES) {
    test(`${policy.path} shows its sections`, async ({ page }) => {
      await page.goto(policy.path);
      await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(policy.title));
      const main = page.getByRole('main');
      for (const heading of policy.headings) {
        await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      for (const text of policy.text) await expect(main).toContainText(text);
      if (policy.updated) {
        await expect(main.locator(`time[datetime="${policy.updated}"]`)).toHaveText('16 September 2025');
        await expect(main).toContainText('Last updated: 16 September 2025');
      }
      await expect(main.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    });

    const check = async (page: Page) => {
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    };

    test('product page (accordions open, delivery message shown)', async ({ page }) => {
      const { d } = await productWithGaps(page);
      await page.goto(`/product/${d.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Can I return or exchange my order?' }).click();
      await page.getByLabel('Delivery pincode').fill('400001');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByText('Delivery available to Mumbai, Maharashtra')).toBeVisible();
      await check(page);
    });

    for (const policy of POLICIES) {
      test(`${policy.path}`, async ({ page }) => {
        await page.goto(policy.path);
        await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
        await check(page);
      });
    }
  });
}

test('the tennis bracelet opens on a plating it pictures; another plating brings its own photos and specifications', async ({
  page,
}) => {
  const d = await detail(page, 'moissanite-tennis-bracelet');
  const colourOf = (v: Variant) =>
    v.attributes.find((a) => a.attribute_id.name === 'Plating Colour')!.attribute_value_id;
  const platingOf = (v: Variant) =>
    v.specifications.flatMap((s) => s.specs).find((spec) => spec.key === 'Plating')!.value;
  const preselected = d.variants.find((v) => v.inventory > 0) ?? d.variants[0]!;
  const other = d.variants.find((v) => v !== preselected && v.inventory > 0) ?? d.variants[1]!;
  expect(platingOf(preselected)).not.toBe(platingOf(other));

  await page.goto(`/product/${d.slug}`);
  const firstSlide = page.getByTestId('product-carousel').getByRole('group').first().locator('img');
  const plating = page
    .getByLabel('Highlights')
    .locator('div', { has: page.getByText('Plating', { exact: true }) })
    .locator('dd');
  const select = page.getByLabel('Plating Colour', { exact: true }).locator('visible=true').first();
  await expect(select).toHaveValue(colourOf(preselected)._id);
  await expect(firstSlide).toHaveAttribute('alt', preselected.photos[0]!.alt);
  await expect(plating).toHaveText(platingOf(preselected));

  await select.selectOption(colourOf(other)._id);
  await expect(page.getByTestId('variant-description')).toHaveText(other.description);
  await expect(firstSlide).toHaveAttribute('alt', other.photos[0]!.alt);
  await expect(plating).toHaveText(platingOf(other));
  // no photo of another plating is left among the slides
  const alts = await page
    .getByTestId('product-carousel')
    .getByRole('group')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  expect(alts).toEqual(other.photos.map((photo) => photo.alt));
});

deskTest.describe("'Frequently Bought Together' at the desk's stock", () => {
  deskTest.use({ adminSlot: 5 });

  deskTest(
    'leaves out a companion that sells out and names the others in full',
    async ({ page, admin, request }) => {
      const auth = { authorization: `Bearer ${admin.accessToken}` };
      // a piece with two companions without variants, from the middle of the catalogue (journeys that take
      // stock count from its ends)
      const all = (await products(page)).sort((a, b) => Number(a._id) - Number(b._id));
      let target: { d: Detail; soldOut: Detail['fbtIds'][number]; kept: Detail['fbtIds'][number] } | null =
        null;
      for (const summary of all
        .slice(Math.floor(all.length / 3))
        .filter((p) => !p.hasVariants && p.stock > 0)) {
        const d = await detail(page, summary.slug);
        const plain = d.fbtIds.filter((c) => !c.hasVariants && c.stock > 0);
        if (d.fbtIds.length >= 2 && plain.length >= 1) {
          const soldOut = plain[0]!;
          target = { d, soldOut, kept: d.fbtIds.find((c) => c !== soldOut)! };
          break;
        }
      }
      expect(target, 'a product with two companions, one without variants').toBeTruthy();
      const { d, soldOut, kept } = target!;
      const setStock = async (stock: number) => {
        const res = await request.put(`/api/admin/products/${soldOut._id}/stock`, {
          headers: auth,
          data: { stock, reason: 'Frequently bought together journey' },
        });
        expect(res.ok(), await res.text()).toBe(true);
      };

      await setStock(0);
      try {
        await page.goto(`/product/${d.slug}`);
        const fbt = page.getByRole('region', { name: 'Frequently Bought Together' });
        await expect(fbt.getByRole('link')).toHaveCount(d.fbtIds.length);
        await expect(fbt.getByRole('link', { name: soldOut.name })).toHaveCount(0);
        await expect(fbt.getByText('Out of Stock')).toHaveCount(0);
        const keptTile = fbt.getByRole('link', { name: kept.name, exact: true });
        await expect(keptTile).toHaveText(kept.name);
        await expect(keptTile).toHaveCSS('-webkit-line-clamp', '2');
      } finally {
        await setStock(soldOut.stock);
      }
    },
  );
});
