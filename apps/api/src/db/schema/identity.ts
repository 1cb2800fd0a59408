import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = () => timestamp({ withTimezone: true });

/** A shopper (or, for phones in ADMIN_PHONES, the store's staff). Phone in E.164; email lower-cased. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    phone: text().notNull().unique(),
    name: text().notNull().default(''),
    email: text(),
    passwordHash: text(),
    role: text({ enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** One-time codes, stored only as a keyed hash; a newer send for the same phone and purpose voids this one. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial().primaryKey(),
    phone: text().notNull(),
    /** login, reset (password), track (a guest looking up an order) */
    purpose: text({ enum: ['login', 'reset', 'track'] }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: at().notNull(),
    /** spent by a successful check, voided by a newer send, or burnt by too many wrong tries */
    closedAt: at(),
    createdAt: at().notNull(),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** Timestamped hits per bucket ('otp-send:phone:+91…', 'otp-send:ip:…'); limits count them in a window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial().primaryKey(),
    bucket: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.createdAt)],
);

/** A signed-in session: one per sign-in, the family of every refresh token rotated from it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at().notNull(),
    revokedAt: at(),
    revokedReason: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    /** set when it was exchanged for the next token; a second use revokes the session */
    usedAt: at(),
    createdAt: at().notNull(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: at().notNull(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Messages kept instead of sent (SMS=outbox, or no SMTP_URL): what developers and tests read. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial().primaryKey(),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);
