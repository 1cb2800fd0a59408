import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { SmsSender } from '../../providers/messaging';
import { createIdentityRepository, type OtpPurpose } from './identity-repository';
import { consumeLimits, inMinutes, type Limit } from './rate-limits';
import { createOtpHasher, generateOtp } from './tokens';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_MS = 30 * 1000;
export const OTP_SENDS_PER_PHONE_HOUR = 5;
export const OTP_SENDS_PER_IP_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/** The limits on sending a code: 30 s apart and 5 an hour per phone, 20 an hour per IP address. */
export function otpSendLimits(phone: string, purpose: OtpPurpose, ip: string): Limit[] {
  return [
    {
      // per purpose: asking for a reset code right after signing in is not a resend
      bucket: `otp-send:cooldown:${purpose}:${phone}`,
      max: 1,
      windowMs: OTP_RESEND_MS,
      message: (s) => `Please wait ${s} seconds before requesting another OTP`,
    },
    {
      bucket: `otp-send:phone:${phone}`,
      max: OTP_SENDS_PER_PHONE_HOUR,
      windowMs: HOUR_MS,
      message: (s) => `Too many OTP requests for this number. Please try again in ${inMinutes(s)}.`,
    },
    {
      bucket: `otp-send:ip:${ip}`,
      max: OTP_SENDS_PER_IP_HOUR,
      windowMs: HOUR_MS,
      message: (s) => `Too many OTP requests from your network. Please try again in ${inMinutes(s)}.`,
    },
  ];
}

const TEXTS: Record<OtpPurpose, (code: string) => string> = {
  login: (code) => `${code} is your Svarna Jewels sign-in code. It expires in 5 minutes. Never share it.`,
  reset: (code) =>
    `${code} is your Svarna Jewels password reset code. It expires in 5 minutes. Never share it.`,
  track: (code) =>
    `${code} is your Svarna Jewels order tracking code. It expires in 5 minutes. Never share it.`,
};

export interface OtpSendOptions {
  /** bound into the code's hash, so the code checks only for the same scope (tracking: the order) */
  scope?: string;
  /** keep the code even when it is not delivered (`deliver` false, or the SMS failed), so checks answer as for a sent one */
  keepUndelivered?: boolean;
}

export interface OtpServiceDeps {
  db: Db;
  sms: SmsSender;
  clock: Clock;
  secret: string;
  /** the store's host for the WebOTP line ('@host #code'), so phones offer to fill the code in */
  host: string;
}

/** Sends and checks one-time codes: CSPRNG digits, stored as a keyed hash, 5 minutes, single use, 5 tries. */
export function createOtpService({ db, sms, clock, secret, host }: OtpServiceDeps) {
  const hasher = createOtpHasher(secret);
  const hashPurpose = (purpose: OtpPurpose, scope?: string) => (scope ? `${purpose}|${scope}` : purpose);

  /**
   * Counts the send against the limits and stores the code; `deliver` false still counts (so the limits
   * and answers are the same for phones without an account) but sends nothing, and keeps nothing unless
   * `keepUndelivered`.
   */
  async function send(
    phone: string,
    purpose: OtpPurpose,
    ip: string,
    deliver = true,
    { scope, keepUndelivered = false }: OtpSendOptions = {},
  ): Promise<void> {
    const code = generateOtp();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await consumeLimits(tx, otpSendLimits(phone, purpose, ip), now);
      if (!deliver && !keepUndelivered) return;
      const repo = createIdentityRepository(tx);
      await repo.closeOpenOtps(phone, purpose, now);
      await repo.insertOtp({
        phone,
        purpose,
        codeHash: hasher.hash(phone, hashPurpose(purpose, scope), code),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        createdAt: now,
      });
    });
    if (!deliver) return;
    try {
      await sms.send({
        to: phone,
        kind: 'otp',
        text: `${TEXTS[purpose](code)}\n\n@${host} #${code}`,
        vars: { code, host },
      });
    } catch (error) {
      if (!keepUndelivered) await createIdentityRepository(db).closeOpenOtps(phone, purpose, clock.now());
      const failure = new AppError(502, 'SMS_FAILED', 'Failed to send OTP. Please try again.');
      failure.cause = error;
      throw failure;
    }
  }

  /**
   * Checks a code without spending it and returns its id. A wrong code counts a try (the fifth closes it);
   * a missing, expired, spent or voided code is refused the same way. Runs outside any transaction, so a
   * wrong try stays counted whatever happens next.
   */
  async function check(phone: string, purpose: OtpPurpose, code: string, scope?: string): Promise<number> {
    const now = clock.now();
    const repo = createIdentityRepository(db);
    const open = await repo.findOpenOtp(phone, purpose, now);
    if (!open) {
      throw new AppError(
        400,
        'OTP_EXPIRED',
        'OTP has expired or is no longer valid. Please request a new one.',
        [{ field: 'otp', message: 'OTP has expired or is no longer valid' }],
      );
    }
    if (hasher.matches(open.codeHash, phone, hashPurpose(purpose, scope), code)) return open.id;
    const tries = (await repo.countWrongOtp(open.id, OTP_MAX_TRIES, now)) ?? OTP_MAX_TRIES;
    const left = OTP_MAX_TRIES - tries;
    const message =
      left > 0
        ? `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left`
        : 'Too many wrong attempts. Please request a new OTP.';
    throw new AppError(400, left > 0 ? 'OTP_INVALID' : 'OTP_LOCKED', message, [{ field: 'otp', message }]);
  }

  /** Spends a checked code inside the caller's transaction; a code spent meanwhile is refused. */
  async function spend(tx: DbOrTx, id: number): Promise<void> {
    if (!(await createIdentityRepository(tx).spendOtp(id, clock.now()))) {
      throw new AppError(
        400,
        'OTP_EXPIRED',
        'OTP has expired or is no longer valid. Please request a new one.',
        [{ field: 'otp', message: 'OTP has expired or is no longer valid' }],
      );
    }
  }

  return { send, check, spend };
}
export type OtpService = ReturnType<typeof createOtpService>;
