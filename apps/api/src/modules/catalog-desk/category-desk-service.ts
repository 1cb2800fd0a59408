import {
  type AdminCategory,
  type AdminCategoryInputSchema,
  type AdminCategoryUpdateSchema,
  type AdminOrderInputSchema,
  slugFromName,
} from '@svarna/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { adminActor } from '../admin/admin-order-mapper';
import type { MediaRow } from '../catalog/catalog-repository';
import { toImage } from '../catalog/product-mapper';
import { createCatalogChangeLog } from './catalog-change-log';
import {
  type CategoryRow,
  type CategoryValues,
  createCategoryDeskRepository,
} from './category-desk-repository';
import { changeLogIn, firstFreeSlug, loadNamedMedia, mediaByIds, staleVersion } from './desk-support';

type CategoryInput = z.output<typeof AdminCategoryInputSchema>;
type CategoryUpdate = z.output<typeof AdminCategoryUpdateSchema>;
type OrderInput = z.output<typeof AdminOrderInputSchema>;

export interface CategoryDeskDeps {
  db: Db;
  clock: Clock;
  /** once a change is committed: every process drops its cached menu, listings and pages */
  onCatalogChanged: () => void;
}

/** What the change log keeps of a category. */
const snapshot = (row: CategoryRow) => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  parentId: row.parentId,
  imageId: row.imageId,
  position: row.position,
});

const NAME_TAKEN = 'Another category already has this name';
const SLUG_TAKEN = 'Another category already has this slug';

/**
 * Categories and subcategories from the desk. Two levels: a top-level category is a heading of the
 * store's menu, in its position; a subcategory sits under one. The menu and listings follow at once.
 */
export function createCategoryDeskService({ db, clock, onCatalogChanged }: CategoryDeskDeps) {
  const repo = createCategoryDeskRepository(db);
  const log = createCatalogChangeLog(db);

  function toAdminCategory(row: CategoryRow, images: Map<number, MediaRow>, counts: Map<number, number>) {
    const image = row.imageId === null ? undefined : images.get(row.imageId);
    return {
      _id: String(row.id),
      version: row.version,
      name: row.name,
      slug: row.slug,
      description: row.description,
      parentId: row.parentId === null ? null : String(row.parentId),
      image: image ? toImage(image) : null,
      position: row.position,
      productCount: counts.get(row.id) ?? 0,
    } satisfies AdminCategory;
  }

  /** Top-level categories in the menu's order, each followed by its subcategories. */
  async function listCategories(): Promise<AdminCategory[]> {
    const [rows, counts] = await Promise.all([repo.listAll(), repo.productCounts()]);
    const images = await mediaByIds(
      db,
      rows.map((r) => r.imageId),
    );
    const byPosition = (a: CategoryRow, b: CategoryRow) => a.position - b.position || a.id - b.id;
    const tops = rows.filter((r) => r.parentId === null).sort(byPosition);
    const ordered = tops.flatMap((top) => [
      top,
      ...rows.filter((r) => r.parentId === top.id).sort(byPosition),
    ]);
    return ordered.map((row) => toAdminCategory(row, images, counts));
  }

  async function getCategory(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound('Category not found');
    const [images, count, changes] = await Promise.all([
      mediaByIds(db, [row.imageId]),
      repo.productCount(id),
      log.latest('category', String(id)),
    ]);
    return { category: toAdminCategory(row, images, new Map([[id, count]])), changes };
  }

  /** The parent a save names: it must exist and be top-level (the menu has two levels). */
  async function checkParent(
    tx: ReturnType<typeof createCategoryDeskRepository>,
    parentId: number | null,
    selfId?: number,
  ) {
    if (parentId === null) return;
    if (parentId === selfId)
      throw badRequest('parentId', 'parentId: a category cannot be its own subcategory');
    const parent = await tx.find(parentId);
    if (!parent) throw badRequest('parentId', `parentId: there is no category ${parentId}`);
    if (parent.parentId !== null)
      throw badRequest(
        'parentId',
        `parentId: '${parent.name}' is itself a subcategory; choose a top-level category`,
      );
    if (selfId !== undefined && (await tx.children(selfId)).length > 0)
      throw badRequest(
        'parentId',
        'parentId: this category has subcategories of its own, so it cannot go under another',
      );
  }

  async function checkName(
    tx: ReturnType<typeof createCategoryDeskRepository>,
    name: string,
    selfId?: number,
  ) {
    if (await tx.nameTaken(name, selfId)) throw conflict(NAME_TAKEN, 'name');
  }

  function uniqueOr409<T>(work: Promise<T>): Promise<T> {
    return work.catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(`${NAME_TAKEN} or slug`, 'slug');
      throw error;
    });
  }

  async function createCategory(adminId: number, input: CategoryInput) {
    const id = await uniqueOr409(
      db.transaction(async (tx) => {
        const categories = createCategoryDeskRepository(tx);
        const parentId = input.parentId === null ? null : Number(input.parentId);
        await checkParent(categories, parentId);
        await checkName(categories, input.name);
        await loadNamedMedia(tx, [{ field: 'image', id: input.image }]);
        let slug = input.slug;
        if (slug === undefined) {
          const base = slugFromName(input.name);
          if (!base)
            throw badRequest('slug', 'slug is required: the name has no letters or digits to make one from');
          slug = await firstFreeSlug(base, (s) => categories.slugTaken(s));
        } else if (await categories.slugTaken(slug)) throw conflict(SLUG_TAKEN, 'slug');
        const values: CategoryValues = {
          name: input.name,
          slug,
          description: input.description,
          parentId,
          imageId: input.image === null ? null : Number(input.image),
          position: input.position ?? (await categories.nextPosition(parentId)),
        };
        const row = await categories.insert(values);
        await changeLogIn(tx).record({
          entity: 'category',
          entityId: String(row.id),
          action: 'create',
          actor: adminActor(adminId),
          before: null,
          after: snapshot(row),
          at: clock.now(),
        });
        return row.id;
      }),
    );
    onCatalogChanged();
    return getCategory(id);
  }

  /** The whole category as the form holds it; a slug left out stays as it is (its address is kept). */
  async function updateCategory(adminId: number, id: number, input: CategoryUpdate) {
    await uniqueOr409(
      db.transaction(async (tx) => {
        const categories = createCategoryDeskRepository(tx);
        const current = await categories.lock(id);
        if (!current) throw notFound('Category not found');
        if (current.version !== input.version) throw staleVersion('category');
        const parentId = input.parentId === null ? null : Number(input.parentId);
        await checkParent(categories, parentId, id);
        await checkName(categories, input.name, id);
        await loadNamedMedia(tx, [{ field: 'image', id: input.image }]);
        const slug = input.slug ?? current.slug;
        if (slug !== current.slug && (await categories.slugTaken(slug, id)))
          throw conflict(SLUG_TAKEN, 'slug');
        const movedLevel = parentId !== current.parentId;
        const row = await categories.update(id, {
          name: input.name,
          slug,
          description: input.description,
          parentId,
          imageId: input.image === null ? null : Number(input.image),
          position:
            input.position ?? (movedLevel ? await categories.nextPosition(parentId) : current.position),
        });
        await changeLogIn(tx).record({
          entity: 'category',
          entityId: String(id),
          action: 'update',
          actor: adminActor(adminId),
          before: snapshot(current),
          after: snapshot(row),
          at: clock.now(),
        });
      }),
    );
    onCatalogChanged();
    return getCategory(id);
  }

  /** Refused while products are filed under it or it has subcategories: nothing is lost by a click. */
  async function deleteCategory(adminId: number, id: number) {
    const name = await db.transaction(async (tx) => {
      const categories = createCategoryDeskRepository(tx);
      const current = await categories.lock(id);
      if (!current) throw notFound('Category not found');
      const products = await categories.productCount(id);
      if (products > 0)
        throw new AppError(
          409,
          'CATEGORY_IN_USE',
          `'${current.name}' still has ${products} product${products === 1 ? '' : 's'}: move ${products === 1 ? 'it' : 'them'} to another category (or delete ${products === 1 ? 'it' : 'them'}) first`,
        );
      const subcategories = await categories.children(id);
      if (subcategories.length > 0)
        throw new AppError(
          409,
          'CATEGORY_IN_USE',
          `'${current.name}' has subcategories (${subcategories.map((s) => s.name).join(', ')}): delete or move them first`,
        );
      await categories.remove(id);
      await changeLogIn(tx).record({
        entity: 'category',
        entityId: String(id),
        action: 'delete',
        actor: adminActor(adminId),
        before: snapshot(current),
        after: null,
        at: clock.now(),
      });
      return current.name;
    });
    onCatalogChanged();
    return `Category '${name}' deleted`;
  }

  /** The categories of one level (top-level, or one parent's subcategories), all of them, in a new order. */
  async function reorderCategories(adminId: number, { ids }: OrderInput) {
    await db.transaction(async (tx) => {
      const categories = createCategoryDeskRepository(tx);
      const first = await categories.find(Number(ids[0]));
      if (!first) throw badRequest('ids', `ids: there is no category ${ids[0]}`);
      const level = await categories.siblings(first.parentId);
      const wanted = ids.map(Number);
      const inLevel = new Set(level.map((c) => c.id));
      const stray = wanted.find((id) => !inLevel.has(id));
      if (stray !== undefined)
        throw badRequest('ids', `ids: category ${stray} is not on the same level as category ${ids[0]}`);
      if (wanted.length !== level.length)
        throw badRequest(
          'ids',
          `ids must list every category of that level (${level.length}), in the new order`,
        );
      for (const category of level) await categories.lock(category.id);
      const now = clock.now();
      for (const [position, id] of wanted.entries()) {
        const before = level.find((c) => c.id === id)!;
        if (before.position === position) continue;
        await categories.setPosition(id, position);
        await changeLogIn(tx).record({
          entity: 'category',
          entityId: String(id),
          action: 'update',
          actor: adminActor(adminId),
          before: { position: before.position },
          after: { position },
          at: now,
        });
      }
    });
    onCatalogChanged();
    return listCategories();
  }

  return { listCategories, getCategory, createCategory, updateCategory, deleteCategory, reorderCategories };
}

export type CategoryDeskService = ReturnType<typeof createCategoryDeskService>;
