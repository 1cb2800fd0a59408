import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

let scrollY = 0;
const scrollTo = vi.fn((x: number | ScrollToOptions, y?: number) => {
  scrollY = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
});

function renderApp(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [
          { path: 'search', element: <p>results</p> },
          { path: 'shop', element: <p>shop</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('ScrollToTop', () => {
  it('goes to the top on a new search query, not only on a new path', async () => {
    const router = renderApp('/search?q=ring');
    scrollY = 900;
    await act(() => router.navigate('/search?q=bangle'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollY).toBe(0);

    scrollY = 700;
    await act(() => router.navigate('/shop'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('returns Back to where the shopper was on that entry', async () => {
    const router = renderApp('/search?q=ring');
    scrollY = 900;
    await act(() => router.navigate('/search?q=bangle'));
    expect(scrollY).toBe(0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });
});
