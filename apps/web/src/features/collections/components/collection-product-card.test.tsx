import { configureStore } from '@reduxjs/toolkit';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { createProduct } from '../../../test/factories';
import { authReducer } from '../../auth';
import { CollectionProductCard } from './collection-product-card';

function renderCard(stock: number) {
  const store = configureStore({ reducer: { auth: authReducer } });
  const { variants: _variants, ...product } = createProduct({ name: 'Kundan Choker', stock });
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <CollectionProductCard product={product} />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
}

afterEach(cleanup);

describe('CollectionProductCard', () => {
  it("marks a sold-out piece 'Out of Stock'", () => {
    renderCard(0);
    expect(screen.getByText('Out of Stock')).toBeTruthy();
  });

  it('shows no mark on a piece that can be bought', () => {
    renderCard(3);
    expect(screen.getByRole('link', { name: 'Kundan Choker' })).toBeTruthy();
    expect(screen.queryByText('Out of Stock')).toBeNull();
  });
});
