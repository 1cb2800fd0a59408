import type { Category } from '@svarna/contracts';

/** Subcategories of the listed category; a joined listing ('bangles-and-bracelets') carries several ids. */
export function subcategoriesOf(categoryId: string, categories: Category[]): Category['subcategories'] {
  const ids = categoryId.split(',');
  return categories.filter((category) => ids.includes(category._id)).flatMap((c) => c.subcategories);
}
