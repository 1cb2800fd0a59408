import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogChanges, users } from '../../db/schema';

export type CatalogEntity =
  | 'product'
  | 'category'
  | 'collection'
  | 'hero'
  | 'banner'
  | 'home-sections'
  | 'site-config'
  | 'media';

export interface CatalogChange {
  entity: CatalogEntity;
  entityId: string;
  action: 'create' | 'update' | 'delete' | 'import';
  /** 'admin:{userId}' */
  actor: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Keeps who changed what in the catalogue or the site's content, and the values before and after. */
export function createCatalogChangeLog(db: Db) {
  return {
    async record(change: CatalogChange): Promise<void> {
      await db.insert(catalogChanges).values({
        entity: change.entity,
        entityId: change.entityId,
        action: change.action,
        actor: change.actor,
        before: change.before ?? null,
        after: change.after ?? null,
        createdAt: change.at,
      });
    },

    /** The latest changes of one thing, newest first, with the admin's name. */
    async latest(entity: CatalogEntity, entityId: string, limit = 20) {
      const rows = await db
        .select({ change: catalogChanges, actorName: users.name })
        .from(catalogChanges)
        .leftJoin(users, eq(users.id, adminIdColumn()))
        .where(and(eq(catalogChanges.entity, entity), eq(catalogChanges.entityId, entityId)))
        .orderBy(desc(catalogChanges.createdAt), desc(catalogChanges.id))
        .limit(limit);
      return rows.map(({ change, actorName }) => ({
        id: change.id,
        action: change.action,
        actor: change.actor,
        actorName: actorName ?? null,
        fields: changedFields(change.before, change.after),
        at: change.createdAt.toISOString(),
      }));
    },
  };
}

export type CatalogChangeLog = ReturnType<typeof createCatalogChangeLog>;

/** The admin's user id out of 'admin:{id}', for the join that names them. */
function adminIdColumn() {
  return sql`nullif(substring(${catalogChanges.actor} from '^admin:([0-9]+)$'), '')::int`;
}

/** The top-level fields whose values differ between two saved shapes. */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key])).sort();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
