import { privateQueryKey } from '../../auth';

/** The desk's reads of the store's structure and content, under the desk's private root (admin-keys.ts). */
export const contentKeys = {
  categories: privateQueryKey('admin', 'categories'),
  collections: privateQueryKey('admin', 'collections'),
  collection: (collectionId: string) => privateQueryKey('admin', 'collections', collectionId),
  heroSlides: privateQueryKey('admin', 'content', 'hero'),
  banners: privateQueryKey('admin', 'content', 'banners'),
  home: privateQueryKey('admin', 'content', 'home'),
  settings: privateQueryKey('admin', 'content', 'settings'),
};
