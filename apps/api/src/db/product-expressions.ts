import { sql } from 'drizzle-orm';

// Written out with table names: drizzle renders bare column names inside a correlated subquery.

/** Whether a row of products has variants (its stock is then theirs). */
export const productHasVariants = sql<boolean>`exists (select 1 from product_variants pv where pv.product_id = "products"."id")`;

/** A row of products' stock: its variants' inventory summed when it has variants, else its own. */
export const productAvailableStock = sql<number>`coalesce((select sum(pv.inventory) from product_variants pv where pv.product_id = "products"."id"), "products"."stock")::int`;
