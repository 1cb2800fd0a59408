import { GST_STATE_CODES, gstinCheckCharacter, INDIAN_STATES, isValidGstin } from '@svarna/contracts';
import { z } from 'zod';

export const DEFAULT_PGLITE_SETTINGS =
  'shared_buffers=16MB work_mem=2MB maintenance_work_mem=8MB temp_buffers=1MB';
const DEFAULT_JWT_SECRET = 'dev-only-secret-change-me-please-32chars';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** unset: 127.0.0.1 outside production (the demo outbox is readable there), 0.0.0.0 in production */
    HOST: z.string().optional(),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    /** PostgreSQL settings for PGlite, `name=value` separated by spaces (src/db/client.ts says why) */
    PGLITE_SETTINGS: z
      .string()
      .regex(/^\s*([a-z_.]+=\S+\s*)*$/, 'must be name=value pairs separated by spaces')
      .default(DEFAULT_PGLITE_SETTINGS),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEFAULT_JWT_SECRET),
    PAYMENTS: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    SMS: z.enum(['outbox', 'msg91']).default('outbox'),
    /** MSG91 Flow API: the auth key and the DLT-approved templates for codes and for account notices */
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_TEMPLATE_ID: z.string().optional(),
    MSG91_NOTICE_TEMPLATE_ID: z.string().optional(),
    MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Svarna Jewels <no-reply@svarna.example>'),
    /** phones (10 digits or E.164, comma-separated) whose accounts get the admin role */
    ADMIN_PHONES: z
      .string()
      .regex(/^(\+?\d{10,13})(,\+?\d{10,13})*$/, 'must be comma-separated phone numbers')
      .optional(),
    /** the owner's address for a notice of every paid order and the daily summary; unset: no owner email */
    OWNER_EMAIL: z.string().trim().pipe(z.email('must be an email address')).optional(),
    /** the hour in India (0-23) from which the day's summary is emailed to OWNER_EMAIL (0: yesterday's) */
    OWNER_SUMMARY_HOUR: z.coerce.number().int().min(0).max(23).default(21),
    /** 'false' (default: use the connection's address), 'true', a hop count, or comma-separated addresses/CIDRs */
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/,
        'must be true, false, a hop count or addresses',
      )
      .default('false'),
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** fill an empty database with the demo catalogue; unset: yes outside production, no in production */
    SEED: z.enum(['true', 'false']).optional(),
    DEMO: z.enum(['true', 'false']).default('false'),
    /** minutes an unpaid order holds its stock before it expires */
    ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    /** seconds between two runs of the job that releases unpaid orders past their time, in each process */
    ORDER_EXPIRY_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** comma-separated pincode prefixes we deliver to; unset means every pincode India Post knows */
    SERVICEABLE_PINCODE_PREFIXES: z
      .string()
      .regex(/^\d{1,6}(,\d{1,6})*$/, 'must be comma-separated digits, e.g. 11,122,4000')
      .optional(),
    /** Google Analytics 4 measurement id for the page tag; unset sends nothing anywhere */
    ANALYTICS_ID: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
      .optional(),
    /** the seller on every GST tax invoice */
    STORE_NAME: z.string().trim().min(1).default('Svarna Jewels'),
    /** the registered place of business; unset: a demo address (refused in production) */
    STORE_ADDRESS: z.string().trim().min(1).optional(),
    /** unset: a demo GSTIN for STORE_STATE (refused in production) */
    STORE_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isValidGstin, 'must be a 15-character GSTIN with a valid check character')
      .optional(),
    STORE_STATE: z
      .enum(INDIAN_STATES, { error: 'must be one of the 36 states and union territories' })
      .default('Maharashtra'),
  })
  .superRefine((env, ctx) => {
    if (env.STORE_GSTIN && env.STORE_GSTIN.slice(0, 2) !== GST_STATE_CODES[env.STORE_STATE])
      ctx.addIssue({
        code: 'custom',
        path: ['STORE_GSTIN'],
        message: `must begin with ${GST_STATE_CODES[env.STORE_STATE]}, the GST state code of ${env.STORE_STATE}`,
      });
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production' || env.DEMO === 'true') return;
    for (const key of ['STORE_GSTIN', 'STORE_ADDRESS'] as const)
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'must be set in production' });
    if (env.JWT_SECRET === DEFAULT_JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    if (env.SMS === 'outbox')
      ctx.addIssue({ code: 'custom', path: ['SMS'], message: 'outbox SMS in production needs DEMO=true' });
    if (env.PAYMENTS === 'sandbox')
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS'],
        message: 'the payment sandbox in production needs DEMO=true',
      });
  })
  .superRefine((env, ctx) => {
    if (env.SMS !== 'msg91') return;
    for (const key of ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID', 'MSG91_NOTICE_TEMPLATE_ID'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS=msg91' });
    }
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS !== 'razorpay') return;
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS=razorpay' });
    }
  });

export type Config = Omit<z.infer<typeof EnvSchema>, 'HOST' | 'SEED' | 'STORE_GSTIN' | 'STORE_ADDRESS'> & {
  HOST: string;
  SEED: 'true' | 'false';
  STORE_GSTIN: string;
  STORE_ADDRESS: string;
  database: 'postgres' | 'pglite';
};

/** Fastify's trustProxy from TRUST_PROXY: nothing is trusted unless configured. */
export function trustProxySetting(
  value: string,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',');
}

/** Whether GET /api/dev/outbox and /dev/outbox exist: a channel goes to the outbox, and not in real production. */
export function outboxEnabled(config: Config): boolean {
  const someOutbox = config.SMS === 'outbox' || !config.SMTP_URL;
  return someOutbox && (config.NODE_ENV !== 'production' || config.DEMO === 'true');
}

/**
 * The one line a server with the outbox on prints at start: whoever can reach it can read the codes and
 * links kept there, so it says where, and what turns it off.
 */
export function outboxNotice(config: Config, port: number): string {
  const wildcard = config.HOST === '0.0.0.0' || config.HOST === '::';
  const host = wildcard
    ? '<any address of this machine>'
    : config.HOST.includes(':')
      ? `[${config.HOST}]`
      : config.HOST;
  const what = config.SMS === 'outbox' ? 'one-time codes' : 'password reset emails';
  const also = config.SMS === 'outbox' && !config.SMTP_URL ? ' (emails too)' : '';
  const fixes = [config.SMS === 'outbox' ? 'SMS=msg91' : '', config.SMTP_URL ? '' : 'SMTP_URL'];
  return `Demo outbox on: ${what} are readable at http://${host}:${port}/dev/outbox${also}; set ${fixes.filter(Boolean).join(' and ')} to turn it off (README: Production checklist)`;
}

/** An obviously made-up GSTIN (PAN AAAAA0000A) for development and tests, valid in form for the state. */
export function demoGstin(state: (typeof INDIAN_STATES)[number]): string {
  const first14 = `${GST_STATE_CODES[state]}AAAAA0000A1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

export class ConfigError extends Error {}

/** Parses the environment once. The only module that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const { data } = parsed;
  return {
    ...data,
    HOST: data.HOST || (data.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    SEED: data.SEED ?? (data.NODE_ENV === 'production' ? 'false' : 'true'),
    STORE_GSTIN: data.STORE_GSTIN ?? demoGstin(data.STORE_STATE),
    STORE_ADDRESS: data.STORE_ADDRESS ?? `DEMO STORE ADDRESS (set STORE_ADDRESS), ${data.STORE_STATE}`,
    database: data.DATABASE_URL ? 'postgres' : 'pglite',
  };
}

/** Config for tests: in-memory PGlite, quiet logs, no seed unless asked. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'false', ...overrides });
}
