import { and, desc, eq, gt, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { asColumnValue, compiledInsert, compiledQuery, type Value } from '../../db/compiled-query';
import { otpCodes, passwordResetTokens, refreshTokens, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type OtpPurpose = 'login' | 'reset' | 'track';

/** Queries of accounts, sessions and their tokens. Every function runs on the database or a transaction. */
/** The codes of a phone and purpose still open (not spent, voided or burnt). */
const openOtpsOf = (phone: Value<string>, purpose: Value<OtpPurpose>) =>
  and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.closedAt));

const userInLiveSession = compiledQuery(['userId', 'sessionId'], (db, p) =>
  db
    .select({ user: users })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(users.id, p.userId), eq(sessions.id, p.sessionId), isNull(sessions.revokedAt))),
);

const userByPhone = compiledQuery(['phone'], (db, p) =>
  db.select().from(users).where(eq(users.phone, p.phone)),
);
const newestOpenOtp = compiledQuery(['phone', 'purpose', 'now'], (db, p) =>
  db
    .select()
    .from(otpCodes)
    .where(and(openOtpsOf(p.phone, p.purpose), gt(otpCodes.expiresAt, p.now)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1),
);
const spendOpenOtp = compiledQuery(['id', 'at'], (db, p) =>
  db
    .update(otpCodes)
    .set({ closedAt: asColumnValue<Date>(p.at) })
    .where(and(eq(otpCodes.id, p.id), isNull(otpCodes.closedAt)))
    .returning({ id: otpCodes.id }),
);
const replaceOpenOtps = compiledQuery(['phone', 'purpose', 'codeHash', 'expiresAt', 'createdAt'], (db, p) => {
  const closed = db
    .update(otpCodes)
    .set({ closedAt: asColumnValue<Date>(p.createdAt) })
    .where(openOtpsOf(p.phone, p.purpose));
  return db.with(db.$with('closed').as(closed)).insert(otpCodes).values(p);
});
const accountOfEmail = compiledQuery(['email'], (db, p) =>
  db.select({ id: users.id }).from(users).where(eq(users.email, p.email)),
);
const otherAccountOfEmail = compiledQuery(['email', 'userId'], (db, p) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, p.email), ne(users.id, p.userId))),
);
const insertUserRow = compiledInsert((db, user: typeof users.$inferInsert) =>
  db.insert(users).values(user).returning(),
);
/** A session and its first refresh token in one statement (the token names the session the CTE inserts). */
const insertSessionWithToken = compiledQuery(
  ['id', 'userId', 'createdAt', 'tokenHash', 'expiresAt'],
  (db, p) => {
    const session = db.insert(sessions).values({ id: p.id, userId: p.userId, createdAt: p.createdAt });
    return db
      .with(db.$with('session').as(session))
      .insert(refreshTokens)
      .values({ sessionId: p.id, tokenHash: p.tokenHash, expiresAt: p.expiresAt, createdAt: p.createdAt });
  },
);
const insertRefreshTokenRow = compiledQuery(['sessionId', 'tokenHash', 'expiresAt', 'createdAt'], (db, p) =>
  db.insert(refreshTokens).values(p),
);

export function createIdentityRepository(db: DbOrTx) {
  const one = <T>(rows: T[]): T | null => rows[0] ?? null;

  return {
    findUserById: async (id: number) => one(await db.select().from(users).where(eq(users.id, id))),
    findUserByPhone: async (phone: string) => one(await userByPhone(db, { phone })),
    findUserByEmail: async (email: string) =>
      one(await db.select().from(users).where(eq(users.email, email))),

    /** The user behind an access token, only while its session is live: one query per request. */
    async findUserInLiveSession(userId: number, sessionId: string) {
      return one(await userInLiveSession(db, { userId, sessionId }))?.user ?? null;
    },

    async emailTakenByAnother(email: string, userId: number | null) {
      const rows =
        userId === null
          ? await accountOfEmail(db, { email })
          : await otherAccountOfEmail(db, { email, userId });
      return rows.length > 0;
    },

    async insertUser(values: typeof users.$inferInsert) {
      const [row] = await insertUserRow(db, values);
      return row!;
    },

    async updateUser(id: number, values: Partial<typeof users.$inferInsert>) {
      return one(await db.update(users).set(values).where(eq(users.id, id)).returning());
    },

    /** Exactly these phones' accounts are admins: the others lose the role, these get it. */
    async setAdmins(phones: string[], at: Date) {
      await db
        .update(users)
        .set({ role: 'customer', updatedAt: at })
        .where(and(eq(users.role, 'admin'), phones.length > 0 ? notInArray(users.phone, phones) : undefined));
      if (phones.length === 0) return;
      await db
        .update(users)
        .set({ role: 'admin', updatedAt: at })
        .where(and(inArray(users.phone, phones), ne(users.role, 'admin')));
    },

    /**
     * A new code for a phone and purpose, voiding every open one for them, in one statement: the update
     * sees the statement's snapshot, which does not hold the new row.
     */
    async replaceOpenOtp(values: {
      phone: string;
      purpose: OtpPurpose;
      codeHash: string;
      expiresAt: Date;
      createdAt: Date;
    }) {
      await replaceOpenOtps(db, values);
    },

    /** A newer code voids every open one for the same phone and purpose. */
    async closeOpenOtps(phone: string, purpose: OtpPurpose, at: Date) {
      await db.update(otpCodes).set({ closedAt: at }).where(openOtpsOf(phone, purpose));
    },

    async findOpenOtp(phone: string, purpose: OtpPurpose, now: Date) {
      return one(await newestOpenOtp(db, { phone, purpose, now }));
    },

    /** Counts a wrong try atomically; the code closes at the limit. Returns the tries made, or null if closed. */
    async countWrongOtp(id: number, maxTries: number, at: Date) {
      const row = one(
        await db
          .update(otpCodes)
          .set({
            attempts: sql`${otpCodes.attempts} + 1`,
            closedAt: sql`case when ${otpCodes.attempts} + 1 >= ${maxTries} then ${at.toISOString()}::timestamptz else null end`,
          })
          .where(and(eq(otpCodes.id, id), isNull(otpCodes.closedAt)))
          .returning({ attempts: otpCodes.attempts }),
      );
      return row?.attempts ?? null;
    },

    /** Spends a code; false when another request spent or closed it first. */
    async spendOtp(id: number, at: Date) {
      return (await spendOpenOtp(db, { id, at })).length === 1;
    },

    async insertSession(values: {
      id: string;
      userId: number;
      createdAt: Date;
      firstToken: { tokenHash: string; expiresAt: Date };
    }) {
      const { id, userId, createdAt, firstToken } = values;
      await insertSessionWithToken(db, { id, userId, createdAt, ...firstToken });
    },

    async revokeSession(id: string, reason: string, at: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeUserSessions(userId: number, reason: string, at: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async insertRefreshToken(values: {
      sessionId: string;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
    }) {
      await insertRefreshTokenRow(db, values);
    },

    async findRefreshToken(tokenHash: string) {
      return one(
        await db
          .select({ token: refreshTokens, session: sessions })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .where(eq(refreshTokens.tokenHash, tokenHash)),
      );
    },

    /** Marks a refresh token used; false when it had been used already (a replay). */
    async useRefreshToken(id: number, at: Date) {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async insertResetToken(values: typeof passwordResetTokens.$inferInsert) {
      await db.insert(passwordResetTokens).values(values);
    },

    async findLiveResetToken(tokenHash: string, now: Date) {
      return one(
        await db
          .select()
          .from(passwordResetTokens)
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          ),
      );
    },

    /** Spends a live reset token; the user's id, or null when it was spent, expired or unknown. */
    async spendResetToken(tokenHash: string, now: Date) {
      const row = one(
        await db
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId }),
      );
      return row?.userId ?? null;
    },

    /** Older unused links die when a new one is sent. */
    async closeResetTokens(userId: number, at: Date) {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
