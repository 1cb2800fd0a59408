import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createCollection, previews } from '../lib/collection-test-factory';
import { CollectionCard } from './collection-card';

const renderCard = (collection = createCollection()) =>
  render(
    <MemoryRouter>
      <CollectionCard collection={collection} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('CollectionCard', () => {
  it('links to the collection and shows title, short description and type', () => {
    renderCard(createCollection({ slug: 'diwali-glow', title: 'Diwali Glow', collectionType: 'festival' }));
    expect(screen.getByRole('link', { name: 'Diwali Glow' }).getAttribute('href')).toBe(
      '/collections/diwali-glow',
    );
    expect(screen.getByText('A short description.')).toBeTruthy();
    expect(screen.getByText('Festival')).toBeTruthy();
    expect(screen.queryByText('Coming Soon')).toBeNull();
  });

  it('falls back to the description without a short description', () => {
    renderCard(createCollection({ shortDescription: '' }));
    expect(screen.getByText('A longer description.')).toBeTruthy();
  });

  it("puts '+N' on the 4th of 4 thumbnails when there are more products", () => {
    renderCard(createCollection({ products: previews(5), productCount: 12 }));
    const items = within(screen.getByTestId('collection-thumbnails')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[3]?.textContent).toBe('+9 more products');
    expect(items[2]?.textContent).toBe('');
  });

  it("shows 'Coming Soon' when the collection is not available", () => {
    renderCard(createCollection({ isActive: false, isAvailable: false }));
    expect(screen.getByText('Coming Soon')).toBeTruthy();
  });

  it('shows the default collection image when there is none or it fails to load', () => {
    const { container } = renderCard(createCollection({ thumbnailImage: null, featuredImage: null }));
    const img = container.querySelector('img');
    expect(img?.getAttribute('data-default-image')).toBe('true');
    expect(img?.getAttribute('width')).toBe('600');
    cleanup();

    const withImage = createCollection();
    const view = renderCard(withImage);
    const cover = view.container.querySelector('img');
    expect(cover?.getAttribute('src')).toBe(withImage.thumbnailImage?.url);
    fireEvent.error(cover as HTMLImageElement);
    expect(view.container.querySelector('img')?.getAttribute('data-default-image')).toBe('true');
  });
});
