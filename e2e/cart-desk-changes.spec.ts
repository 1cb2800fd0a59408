import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './admin-fixtures';
import { cartCount, expectNoSeriousA11yViolations, rupees } from './fixtures';

interface DeskProduct {
  _id: string;
  version: number;
  name: string;
  slug: string;
  photos: { _id: string; alt: string }[];
  [field: string]: unknown;
}

/** The owner's product calls, with the owner's token. */
function deskApi(request: APIRequestContext, accessToken: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const read = async (id: string): Promise<DeskProduct> => {
    const res = await request.get(`/api/admin/products/${id}`, { headers });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).product;
  };
  return {
    read,
    create: async (data: object): Promise<DeskProduct> => {
      const res = await request.post('/api/admin/products', { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).product;
    },
    /** Saves the product as the desk's form does: its values as read now, at its version, with changes. */
    save: async (id: string, changes: object) => {
      const {
        _id,
        everOrdered,
        createdAt,
        updatedAt,
        changes: history,
        photos,
        stock,
        ...values
      } = await read(id);
      const res = await request.put(`/api/admin/products/${id}`, {
        headers,
        data: {
          ...values,
          stock,
          photos: photos.map((p) => ({ id: p._id, alt: p.alt })),
          ...changes,
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
    },
  };
}

/**
 * A piece made for this journey and project (its own slug), in a seeded category with a seeded photo.
 * While it is published other journeys may read it, so it stays out of what they pick: stock 5 (pickers
 * take 12 to 99, more than 5, or the scarcest of the seed's 1 to 4) and not in the categories whose
 * listings the shop journeys compare (rings, earrings).
 */
async function journeyPiece(
  request: APIRequestContext,
  desk: ReturnType<typeof deskApi>,
  testInfo: TestInfo,
) {
  const categories = (await (await request.get('/api/categories')).json()).data as {
    slug: string;
    parentId: string | null;
  }[];
  const category = categories.find((c) => c.parentId === null && !['rings', 'earrings'].includes(c.slug))!;
  // a seeded piece's photo: the oldest ids are the seed's (other journeys add pieces, some without photos)
  const listed = ((await (await request.get('/api/products?limit=500')).json()).products as { _id: string }[])
    .map((p) => Number(p._id))
    .sort((a, b) => a - b);
  const photo = (await desk.read(String(listed[0]))).photos[0]!;
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  return desk.create({
    name: `Desk Journey Anklet ${stamp}`,
    slug: `desk-journey-anklet-${stamp}`,
    shortDescription: 'An anklet the cart journey changes at the desk',
    categorySlug: category.slug,
    basePrice: 3000,
    salePrice: 2500,
    hsnCode: '7113',
    gstRate: 3,
    stock: 5,
    photos: [{ id: photo._id, alt: 'Desk journey anklet on a white cloth' }],
    status: 'published',
  });
}

const openDrawer = async (page: Page) => {
  await page
    .getByRole('button', { name: /^Cart, / })
    .locator('visible=true')
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
};

test.describe('the cart follows what the desk changed', () => {
  test.use({ adminSlot: 6 });

  test('a new price shows with its notice; a hidden piece is named and holds checkout until removed', async ({
    page,
    request,
    admin,
  }, testInfo) => {
    const desk = deskApi(request, admin.accessToken);
    const piece = await journeyPiece(request, desk, testInfo);

    // a guest puts it in the cart at ₹2,500
    await page.goto(`/product/${piece.slug}`);
    await page.getByTestId('add-to-cart').locator('visible=true').first().click();
    let drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer.getByText(`${piece.name} added to cart`)).toBeVisible();
    const lineIn = (d: typeof drawer) => d.getByRole('listitem').filter({ hasText: piece.name });
    await expect(lineIn(drawer).getByText(rupees(2500), { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cartCount(page)).toHaveText('1');

    // the desk raises the price; the open drawer reads the cart again
    await desk.save(piece._id, { salePrice: 2700 });
    drawer = await openDrawer(page);
    await expect(lineIn(drawer).getByTestId('line-notice')).toHaveText(
      `The price changed from ${rupees(2500)} to ${rupees(2700)} since you added this`,
    );
    await expect(lineIn(drawer).getByText(rupees(2700), { exact: true })).toBeVisible();
    await expect(drawer.getByText('Subtotal').locator('..')).toHaveText(`Subtotal${rupees(2700)}`);
    await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeEnabled();

    // the desk hides it; the cart page (reached in the app, no reload) says so and holds checkout
    await desk.save(piece._id, { status: 'hidden' });
    await drawer.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByTestId('cart-line').filter({ hasText: piece.name });
    await expect(line.getByTestId('line-notice')).toHaveText('This piece is no longer available');
    await expect(line.getByRole('button', { name: /quantity/ })).toHaveCount(0);
    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
    await expect(proceed).toBeDisabled();
    const reason = `${piece.name} is no longer available. Remove it to check out.`;
    await expect(proceed).toHaveAccessibleDescription(reason);
    await expectNoSeriousA11yViolations(page);

    // the checkout page, loaded afresh, holds the order too, and names the piece beside its line
    await page.goto('/checkout');
    const order = page.getByRole('button', { name: /^(Place Order|Confirm order)$/ });
    await expect(order).toBeDisabled();
    await expect(order).toHaveAccessibleDescription(reason);
    await expect(page.getByText('This piece is no longer available').locator('visible=true')).toHaveCount(1);

    // removed, the cart is empty and nothing is held
    await page.goto('/cart');
    await page.getByRole('button', { name: `Remove ${piece.name} from cart` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(cartCount(page)).toHaveText('0');
  });
});
