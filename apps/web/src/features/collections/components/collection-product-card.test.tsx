import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { createProduct } from '../../../test/factories';
import { renderWithApp } from '../../../test/render-app';
import { CollectionProductCard } from './collection-product-card';

function renderCard(stock: number) {
  const { variants: _variants, ...product } = createProduct({ name: 'Kundan Choker', stock });
  renderWithApp(<CollectionProductCard product={product} />, { queryClient: createQueryClient() });
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
