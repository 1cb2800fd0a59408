import { cartCount, expect, priceOf, products, rupees, serverCartOf, test } from './fixtures';

test('product page shows price rules and adds to cart; the cart survives a reload', async ({ page }) => {
  const onSale = (await products(page)).find((p) => p.salePrice !== null && p.stock > 5 && !p.hasVariants)!;
  await page.goto(`/product/${onSale.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: onSale.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(onSale.name));
  const main = page.getByRole('main');
  await expect(main.getByText(rupees(priceOf(onSale))).first()).toBeVisible();
  await expect(
    main
      .locator('s, del')
      .filter({ hasText: rupees(onSale.basePrice) })
      .first(),
  ).toBeVisible();
  await expect(main.getByText('24 hour or less dispatch time')).toBeVisible();

  await expect(cartCount(page)).toHaveText('0');
  await page.getByTestId('add-to-cart').locator('visible=true').first().click();
  await expect(page.getByText(`${onSale.name} added to cart`)).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
  await page.keyboard.press('Escape');
  await page.getByTestId('add-to-cart').locator('visible=true').first().click();
  await expect(cartCount(page)).toHaveText('2');

  await page.reload();
  await expect(cartCount(page)).toHaveText('2');
  // the server's cart: the badge after a reload is its answer
  expect((await serverCartOf(page))[0]!.quantity).toBe(2);
});

test('an out-of-stock product cannot be added', async ({ page }) => {
  // The newest sold-out piece: the order desk's stock journey briefly sells out one of the oldest.
  const soldOut = (await products(page))
    .filter((p) => p.stock <= 0)
    .sort((a, b) => Number(b._id) - Number(a._id))[0]!;
  await page.goto(`/product/${soldOut.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: soldOut.name })).toBeVisible();
  const add = page.getByTestId('add-to-cart').locator('visible=true').first();
  await expect(add).toBeDisabled();
  await expect(add).toHaveText(/Out of Stock/);
});

test('a product with variants preselects the first that can be bought', async ({ page }) => {
  const withVariants = (await products(page)).find((p) => p.hasVariants && p.stock > 0)!;
  const detail = (await (await page.request.get(`/api/products/slug/${withVariants.slug}`)).json()).product;
  await page.goto(`/product/${withVariants.slug}`);
  const preselected =
    detail.variants.find((v: { inventory: number }) => v.inventory > 0) ?? detail.variants[0];
  const firstAttribute = preselected.attributes[0];
  const select = page
    .getByLabel(firstAttribute.attribute_id.name, { exact: true })
    .locator('visible=true')
    .first();
  await expect(select).toHaveValue(
    new RegExp(`${firstAttribute.attribute_value_id._id}|${firstAttribute.attribute_value_id.value}`),
  );
});

test('an unknown product says it was not found', async ({ page }) => {
  await page.goto('/product/no-such-piece');
  await expect(page.getByText('Product not found')).toBeVisible();
});
