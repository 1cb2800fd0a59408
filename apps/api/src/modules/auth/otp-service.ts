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
/** codes to one phone for one purpose, an hour, asked for from one client address */
export const OTP_SENDS_PER_PHONE_ADDRESS_HOUR = 5;
/** the same from all addresses together: a safety net that no one address can use up */
export const OTP_SENDS_PER_PHONE_HOUR = 15;
export const OTP_SENDS_PER_IP_HOUR = 20;
/** wrong (or unknown) codes tried from one client address an hour, across phones and purposes */
export const OTP_WRONG_PER_IP_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/** A send that texts someone (real) or one for no account or no order that texts nobody (decoy). */
export type OtpSendKind = 'real' | 'decoy';

/**
 * The limits on sending a code. Each purpose (sign-in, reset, tracking) has its own budget per phone, so
 * reset and tracking sends never spend what signing in needs; and a phone's budget is counted per client
 * address (5 an hour), under 15 an hour from all addresses together, so one address cannot use up the
 * budget of a phone's owner elsewhere. Decoy sends count in budgets of their own of the same sizes: the
 * answers stay alike, and a decoy never spends a real budget. The 30 s wait is per phone and purpose (it
 * keeps a code just sent from being voided by another send at once); 20 sends an hour per address.
 */
export function otpSendLimits(phone: string, purpose: OtpPurpose, ip: string, kind: OtpSendKind): Limit[] {
  const budget = `${purpose}:${kind}:${phone}`;
  const tooManyForPhone = (s: number) =>
    `Too many OTP requests for this number. Please try again in ${inMinutes(s)}.`;
  return [
    {
      // per purpose: asking for a reset code right after signing in is not a resend
      bucket: `otp-send:cooldown:${purpose}:${phone}`,
      max: 1,
      windowMs: OTP_RESEND_MS,
      message: (s) => `Please wait ${s} seconds before requesting another OTP`,
    },
    {
      bucket: `otp-send:phone-ip:${budget}:${ip}`,
      max: OTP_SENDS_PER_PHONE_ADDRESS_HOUR,
      windowMs: HOUR_MS,
      message: tooManyForPhone,
    },
    {
      bucket: `otp-send:phone:${budget}`,
      max: OTP_SENDS_PER_PHONE_HOUR,
      windowMs: HOUR_MS,
      message: tooManyForPhone,
    },
    {
      bucket: `otp-send:ip:${ip}`,
      max: OTP_SENDS_PER_IP_HOUR,
      windowMs: HOUR_MS,
      message: (s) => `Too many OTP requests from your network. Please try again in ${inMinutes(s)}.`,
    },
  ];
}

/** Wrong codes from one address, whatever the phone or purpose: guessing is bounded per address too. */
export function wrongCodeLimit(ip: string): Limit {
  return {
    bucket: `otp-wrong:ip:${ip}`,
    max: OTP_WRONG_PER_IP_HOUR,
    windowMs: HOUR_MS,
    message: (s) => `Too many wrong codes from your network. Please try again in ${inMinutes(s)}.`,
  };
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
   * Counts the send against the limits and stores the code; `deliver` false (a decoy: no account, no
   * order) still counts, in the decoy budgets, so the answers are the same, but sends nothing, and keeps
   * nothing unless `keepUndelivered`.
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
      const limited = consumeLimits(tx, otpSendLimits(phone, purpose, ip, deliver ? 'real' : 'decoy'), now);
      if (!deliver && !keepUndelivered) {
        await limited;
        return;
      }
      // the code is stored in the round trip that takes the limits: a limit that is full rolls it back
      const stored = createIdentityRepository(tx).replaceOpenOtp({
        phone,
        purpose,
        codeHash: hasher.hash(phone, hashPurpose(purpose, scope), code),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        createdAt: now,
      });
      stored.catch(() => {});
      await limited;
      await stored;
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
   * a missing, expired, spent or voided code is refused the same way. Every check that fails also counts
   * against the client address (`wrongCodeLimit`), and once that is full the address is refused before
   * any code is looked at. A refused check commits before it throws, so the try stays counted.
   */
  async function check(
    phone: string,
    purpose: OtpPurpose,
    code: string,
    ip: string,
    scope?: string,
  ): Promise<number> {
    const checked = await db
      .transaction(async (tx) => {
        const outcome = await checkWithin(tx, phone, purpose, code, ip, scope);
        // a match takes back the try counted for it: rolled back with it, one round trip fewer than a delete
        if ('id' in outcome) throw new Matched(outcome.id);
        return outcome;
      })
      .catch((error: unknown) => {
        if (error instanceof Matched) return { id: error.id };
        throw error;
      });
    if ('refusal' in checked) throw checked.refusal;
    return checked.id;
  }

  /**
   * `check` inside the caller's transaction, for a caller that goes on to use the code in it. The try is
   * counted before the code is read, in the same round trip, under the address's advisory lock (held to the
   * transaction's end, so guesses sent at once are checked one after another, each seeing the tries before
   * it). A match answers the code's id and the hits its try counted, to take back; a refusal is answered,
   * not thrown: the caller commits, then throws it.
   */
  async function checkWithin(
    tx: DbOrTx,
    phone: string,
    purpose: OtpPurpose,
    code: string,
    ip: string,
    scope?: string,
  ): Promise<{ id: number; hits: number[] } | { refusal: AppError }> {
    const now = clock.now();
    const repo = createIdentityRepository(tx);
    const [hits, open] = await Promise.all([
      consumeLimits(tx, [wrongCodeLimit(ip)], now),
      repo.findOpenOtp(phone, purpose, now),
    ]);
    if (!open) {
      const message = 'OTP has expired or is no longer valid';
      return {
        refusal: new AppError(400, 'OTP_EXPIRED', `${message}. Please request a new one.`, [
          { field: 'otp', message },
        ]),
      };
    }
    if (hasher.matches(open.codeHash, phone, hashPurpose(purpose, scope), code)) return { id: open.id, hits };
    const tries = (await repo.countWrongOtp(open.id, OTP_MAX_TRIES, now)) ?? OTP_MAX_TRIES;
    const left = OTP_MAX_TRIES - tries;
    const message =
      left > 0
        ? `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left`
        : 'Too many wrong attempts. Please request a new OTP.';
    return {
      refusal: new AppError(400, left > 0 ? 'OTP_INVALID' : 'OTP_LOCKED', message, [
        { field: 'otp', message },
      ]),
    };
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

  return { send, check, checkWithin, spend };
}
export type OtpService = ReturnType<typeof createOtpService>;

/** A code that matched, carried out of `check`'s transaction to roll it back. */
class Matched extends Error {
  constructor(readonly id: number) {
    super('the code matched');
  }
}
