import type { AdminBanner, AdminHero, AdminHome } from '@svarna/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBanner, createCategory, createHeroSlide, createHome } from '../testing/content-factories';
import { type ApiCall, json, renderAdmin, stubAdminApi } from '../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

interface HomeServer {
  home?: AdminHome;
  slides?: AdminHero[];
  banners?: AdminBanner[];
  /** answers a write first (undefined: the server saves it) */
  refuse?: (call: ApiCall) => Response | undefined;
}

const categories = [
  createCategory({ _id: '1', name: 'Necklace', slug: 'necklace' }),
  createCategory({ _id: '2', name: 'Rings', slug: 'rings', position: 1 }),
  createCategory({ _id: '3', name: 'Bands', slug: 'bands', parentId: '2' }),
];

/** The desk's home content API; a saved home page comes back one version on. */
function serveHome({
  home = createHome(),
  slides = [createHeroSlide()],
  banners = [createBanner()],
  refuse,
}: HomeServer) {
  let current = home;
  return stubAdminApi('admin', (call) => {
    if (call.method === 'GET') {
      if (call.path === '/admin/content/home') return json(200, { success: true, home: current });
      if (call.path === '/admin/content/hero') return json(200, { success: true, slides });
      if (call.path === '/admin/content/banners') return json(200, { success: true, banners });
      if (call.path === '/admin/categories') return json(200, { success: true, categories });
      if (call.path === '/admin/products')
        return json(200, {
          success: true,
          products: [
            {
              _id: '12',
              name: 'Moissanite Ring',
              slug: 'moissanite-ring',
              stock: 1,
              variantCount: 0,
              available: 1,
            },
          ],
          pagination: { page: 1, limit: 20, total: 1, pages: 1 },
        });
      return undefined;
    }
    const refused = refuse?.(call);
    if (refused) return refused;
    if (call.path === '/admin/content/home') {
      current = { ...current, ...(call.body as Partial<AdminHome>), version: current.version + 1 };
      return json(200, { success: true, home: current });
    }
    if (call.path.startsWith('/admin/content/hero'))
      return json(200, { success: true, slide: slides[0], slides });
    return json(200, { success: true, banner: banners[0], banners, message: 'Deleted' });
  });
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
const form = (name: string) => screen.findByRole('form', { name });

describe('AdminHomePage', () => {
  it('saves the order of sections the Move buttons made, then the tabs over it at the next version', async () => {
    const calls = serveHome({});
    renderAdmin('/admin/home');
    const sections = await form('Order of sections');
    fireEvent.click(within(sections).getByRole('button', { name: 'Move Highlight banner up' }));
    fireEvent.click(within(sections).getByRole('button', { name: 'Move Highlight banner up' }));
    fireEvent.click(within(sections).getByRole('button', { name: 'Save order of sections' }));
    await within(sections).findByText('Saved.');
    const home = createHome();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/admin/content/home',
        body: {
          sections: [
            'hero',
            'betterLifeBanner',
            'highlightBanner',
            'trendingProductSection',
            'trendingProducts',
          ],
          trendingTabs: home.trendingTabs,
          promoCard: home.promoCard,
          version: 4,
        },
      }),
    ]);

    const tabs = await form('Trending tabs');
    fireEvent.click(within(tabs).getByRole('button', { name: 'Add a tab' }));
    fireEvent.change(within(tabs).getByLabelText('Tab 3 name'), { target: { value: 'Bands' } });
    fireEvent.change(within(tabs).getByLabelText('Tab 3 category'), { target: { value: 'bands' } });
    fireEvent.click(within(tabs).getByRole('button', { name: 'Move tab Bands up' }));
    fireEvent.click(within(tabs).getByRole('button', { name: 'Save trending tabs' }));
    await within(tabs).findByText('Saved.');
    expect(writes(calls)[1]?.body).toMatchObject({
      sections: ['hero', 'betterLifeBanner', 'highlightBanner', 'trendingProductSection', 'trendingProducts'],
      trendingTabs: [
        { label: 'Necklace', slug: 'necklace' },
        { label: 'Bands', slug: 'bands' },
        { label: 'Rings', slug: 'rings' },
      ],
      version: 5,
    });
  });

  it('refuses a nameless tab and a sale price over the original, sending nothing', async () => {
    const calls = serveHome({});
    renderAdmin('/admin/home');
    const tabs = await form('Trending tabs');
    const name = within(tabs).getByLabelText('Tab 2 name');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(tabs).getByRole('button', { name: 'Save trending tabs' }));
    expect(await within(tabs).findByText('Tab name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));

    const card = await form('Featured card');
    fireEvent.change(within(card).getByLabelText(/Original price/), { target: { value: '1,499' } });
    fireEvent.change(within(card).getByLabelText(/Sale price/), { target: { value: '1999' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save featured card' }));
    expect(await within(card).findByText('Sale price must be at most original price')).toBeTruthy();
    expect(within(card).getByText('Reads as ₹1,499')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it("says the home page was changed by someone else (409) and keeps the owner's card", async () => {
    const stale = 'The home page was changed by someone else since you opened it.';
    serveHome({
      refuse: () =>
        json(409, {
          success: false,
          message: stale,
          code: 'CONFLICT',
          details: [{ field: 'version', message: stale }],
        }),
    });
    renderAdmin('/admin/home');
    const card = await form('Featured card');
    const title = within(card).getByLabelText(/Title/) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Festive pick' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save featured card' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('changed by someone else since you opened it');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(title.value).toBe('Festive pick');
  });

  it('saves a slide with its product and words; a new slide needs a photo; slides are put in order', async () => {
    const slides = [createHeroSlide(), createHeroSlide({ _id: '22', title: 'Everyday gold', position: 1 })];
    const calls = serveHome({ slides });
    renderAdmin('/admin/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a slide' }));
    const added = await form('New slide');
    fireEvent.change(within(added).getByLabelText('Title'), { target: { value: 'Bridal' } });
    fireEvent.click(within(added).getByRole('button', { name: 'Save slide' }));
    expect(await within(added).findByText('Choose a photo for the slide')).toBeTruthy();
    expect(within(added).getByText('Category line is required')).toBeTruthy();
    expect(within(added).getByText('Product is required')).toBeTruthy();
    fireEvent.click(within(added).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Brilliance, every day' }));
    const edit = await form('Edit Brilliance, every day');
    fireEvent.change(within(edit).getByLabelText('Find the product'), { target: { value: 'ring' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Find' }));
    fireEvent.click(await within(edit).findByRole('button', { name: 'Choose Moissanite Ring' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Add a highlight' }));
    fireEvent.change(within(edit).getByLabelText('Highlight 1'), { target: { value: '18K' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save slide' }));
    expect(await screen.findByText('Saved the slide Brilliance, every day.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/admin/content/hero/21',
        body: expect.objectContaining({
          productSlug: 'moissanite-ring',
          title: 'Brilliance, every day',
          categoryLinkText: null,
          highlights: [{ label: '18K', subLabel: '', description: '' }],
          image: '50',
          imageAlt: 'A ring on a hand',
          isActive: true,
        }),
      }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Move Everyday gold up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save order of slides' }));
    await screen.findByText('The new order is saved.');
    expect(writes(calls)[1]).toMatchObject({
      path: '/admin/content/hero/order',
      body: { ids: ['22', '21'] },
    });
  });

  it("refuses an offer over the original price, shows the server's word on the product, deletes after asking", async () => {
    const hidden = "buttonLink: 'lotus-studs' is hidden from shoppers; publish it first";
    const calls = serveHome({
      refuse: (call) =>
        call.method === 'PUT'
          ? json(400, {
              success: false,
              message: hidden,
              code: 'VALIDATION_ERROR',
              details: [{ field: 'buttonLink', message: hidden }],
            })
          : undefined,
    });
    renderAdmin('/admin/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Made for better living' }));
    const edit = await form('Edit Made for better living');
    fireEvent.change(within(edit).getByLabelText(/Original price/), { target: { value: '999' } });
    fireEvent.change(within(edit).getByLabelText(/Offer price/), { target: { value: '1200' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save banner' }));
    expect(await within(edit).findByText('Offer price must be at most original price')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(edit).getByLabelText(/Offer price/), { target: { value: '799' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save banner' }));
    const product = within(edit).getByLabelText('Product');
    await waitFor(() => expect(document.activeElement).toBe(product));
    expect(document.getElementById(`${product.id}-error`)?.textContent).toBe(
      "Product: 'lotus-studs' is hidden from shoppers; publish it first",
    );
    expect(writes(calls)[0]?.body).toMatchObject({
      originalPrice: 999,
      discountedPrice: 799,
      buttonLink: 'lotus-studs',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Made for better living' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Made for better living?' })).getByRole('button', {
        name: 'Delete banner',
      }),
    );
    await screen.findByText('Deleted Made for better living.');
    expect(writes(calls)[1]).toMatchObject({ method: 'DELETE', path: '/admin/content/banners/31' });
  });
});
