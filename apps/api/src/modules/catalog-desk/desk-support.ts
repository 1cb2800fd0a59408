import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { media, products } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { type MediaRow, mediaColumns } from '../catalog/catalog-repository';
import { createCatalogChangeLog } from './catalog-change-log';

/** The refusal of a save made on an older version than the one stored. */
export const staleVersion = (thing: string) =>
  conflict(
    `This ${thing} was changed by someone else since you opened it. Reload it to see their changes, then save again.`,
    'version',
  );

/** The change log writing inside the caller's transaction. */
export const changeLogIn = (tx: DbOrTx) => createCatalogChangeLog(tx as Db);

/** A media id named in a request: which field named it, and the id. */
export interface MediaRef {
  field: string;
  id: string | null;
}

/** The photos a save names, loaded; a photo that does not exist is a 400 naming its field. */
export async function loadNamedMedia(db: DbOrTx, refs: MediaRef[]): Promise<Map<number, MediaRow>> {
  const ids = [...new Set(refs.flatMap((r) => (r.id === null ? [] : [Number(r.id)])))];
  const rows = ids.length ? await db.select(mediaColumns).from(media).where(inArray(media.id, ids)) : [];
  const found = new Map(rows.map((m) => [m.id, m]));
  for (const ref of refs) {
    if (ref.id !== null && !found.has(Number(ref.id)))
      throw badRequest(ref.field, `${ref.field}: there is no photo ${ref.id}; upload it first`);
  }
  return found;
}

/** Media rows by id, for answers. */
export async function mediaByIds(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, MediaRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(mediaColumns).from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((m) => [m.id, m]));
}

/** A published product by slug, or a 400 naming the field that pointed at it. */
export async function publishedProduct(db: DbOrTx, field: string, slug: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name, status: products.status })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) throw badRequest(field, `${field}: there is no product '${slug}'`);
  if (!row.status) throw badRequest(field, `${field}: '${slug}' is hidden from shoppers; publish it first`);
  return row;
}

/** The slug wanted if free; else the base with the first free '-2', '-3' … after it. */
export async function firstFreeSlug(
  base: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const slug = `${base.slice(0, 80 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await taken(slug))) return slug;
  }
}
