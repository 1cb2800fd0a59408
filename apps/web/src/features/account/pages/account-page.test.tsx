import type { Order } from '@svarna/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAccount, stubFetch } from '../testing/render-account';
import { AccountPage } from './account-page';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

/** Every order is paid and processing, but the second: cancelled with its payment refunded. */
function order(n: number): Partial<Order> {
  const id = `66aa00000000000000${String(n).padStart(6, '0')}`;
  return {
    _id: id,
    status: n === 2 ? 'cancelled' : 'processing',
    createdAt: '2026-11-20T10:00:00.000Z',
    total: 123456,
    paymentStatus: n === 2 ? 'refunded' : 'paid',
    trackingUrl: null,
    items: [
      {
        _id: `i${n}`,
        product: {
          _id: '1',
          name: `Piece ${n}`,
          slug: 'piece',
          featuredImage: null,
          salePrice: 0,
          basePrice: 0,
          shortDescription: '',
        },
        quantity: 2,
        price: 61728,
        variant: null,
      },
    ],
    statusHistory: [
      { status: 'pending', at: '2026-11-20T10:00:00.000Z', note: '' },
      { status: 'processing', at: '2026-11-20T10:01:00.000Z', note: '' },
    ],
  };
}

/** 20 shown orders over 7 pages of 3; records the page asked for. */
function serveOrders(total = 20) {
  return stubFetch((call) => {
    if (call.path.startsWith('/orders/me/orders')) {
      const query = new URLSearchParams(call.path.split('?')[1]);
      const page = Number(query.get('page'));
      const orders = Array.from({ length: Math.max(0, Math.min(3, total - (page - 1) * 3)) }, (_, i) =>
        order((page - 1) * 3 + i + 1),
      );
      return json(200, {
        success: true,
        orders,
        pagination: { page, limit: 3, total, pages: Math.ceil(total / 3) },
      });
    }
    if (call.path.startsWith('/users/profile'))
      return json(200, { success: true, user: { _id: '7', name: 'Asha Rao', email: 'asha@mail.test' } });
    return json(200, { success: true, addresses: [], wishlist: [] });
  });
}

let location = '';
function LocationProbe() {
  const here = useLocation();
  location = here.pathname + here.search;
  return null;
}

function renderPage(url = '/account') {
  renderAccount(
    <Routes>
      <Route
        path="/account"
        element={
          <>
            <AccountPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    url,
  );
}

const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Orders pages' }))
    .getAllByRole('button', { name: /^Page / })
    .map((b) => b.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AccountPage orders', () => {
  it('asks the server for 3 orders a page without pending ones and shows each card', async () => {
    const calls = serveOrders();
    renderPage();
    await flush();
    expect(calls.find((c) => c.path.startsWith('/orders/me/orders'))?.path).toBe(
      '/orders/me/orders?page=1&limit=3&hidePending=true',
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    // the 8-character number the confirmation, the SMS and the desk show
    expect(within(first).getByRole('heading', { name: 'Order #00000001' })).toBeTruthy();
    expect(first.textContent).toContain('Estimated delivery by27 Nov 2026');
    expect(first.textContent).toContain('Placed on20 Nov 2026');
    expect(first.textContent).toContain('₹1,23,456');
    expect(first.textContent).toContain('Default Variant');
    expect(first.textContent).toContain('Qty: 2');
    expect(first.textContent).toContain('Status: Processing');
    expect(within(first).getByRole('button', { name: 'Show full timeline' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Download invoice' })).toBeTruthy();
    const refunded = cards[1]!;
    expect(refunded.textContent).toContain('Status: Cancelled');
    // a cancelled order will not be delivered: no date is promised
    expect(refunded.textContent).not.toContain('Estimated delivery by');
    // a refunded order keeps its invoice and gets the credit note that reverses it; nothing to cancel
    expect(
      within(refunded)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download invoice', 'Download credit note']);
  });

  it('shows at most 5 page numbers around the current page and keeps the page in the URL', async () => {
    const calls = serveOrders();
    renderPage();
    await flush();
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await flush();
    expect(calls.at(-1)?.path).toBe('/orders/me/orders?page=5&limit=3&hidePending=true');
    expect(location).toBe('/account?tab=orders&page=5');
    expect(pageNumbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await flush();
    expect(pageNumbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows the last page for a page number past the end', async () => {
    const calls = serveOrders();
    renderPage('/account?tab=orders&page=9');
    await flush();
    await flush();
    expect(location).toBe('/account?tab=orders&page=7');
    expect(calls.at(-1)?.path).toBe('/orders/me/orders?page=7&limit=3&hidePending=true');
    expect(screen.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe('page');
  });

  it("says 'No orders found' when there is nothing to show", async () => {
    serveOrders(0);
    renderPage();
    await flush();
    expect(screen.getByText('No orders found')).toBeTruthy();
    expect(screen.getByText('Your order history will appear here')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Orders pages' })).toBeNull();
  });
});

describe('AccountPage tabs', () => {
  it('opens the tab named in the URL; arrow keys, Home and End move between tabs', async () => {
    serveOrders();
    renderPage('/account?tab=account');
    await flush();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Account').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Account').id);
    expect(screen.getByRole('heading', { name: 'Your Addresses' })).toBeTruthy();
    expect(tab('Orders').tabIndex).toBe(-1);

    fireEvent.keyDown(tab('Account'), { key: 'ArrowRight' });
    await flush();
    expect(tab('Wishlist').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Wishlist'));
    expect(location).toBe('/account?tab=wishlist');
    fireEvent.keyDown(tab('Wishlist'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Orders'));
    fireEvent.keyDown(tab('Orders'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(tab('Wishlist'));
    fireEvent.keyDown(tab('Wishlist'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Orders'));
    fireEvent.keyDown(tab('Orders'), { key: 'End' });
    await flush();
    expect(tab('Wishlist').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Your wishlist is empty')).toBeTruthy();
  });
});
