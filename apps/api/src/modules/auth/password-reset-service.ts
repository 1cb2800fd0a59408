import { randomUUID } from 'node:crypto';
import { isPlaceholderEmail, toE164 } from '@svarna/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { EmailSender, SmsSender } from '../../providers/messaging';
import { createIdentityRepository, type UserRow } from './identity-repository';
import type { OtpService } from './otp-service';
import { hashPassword } from './password';
import { consumeLimits, inMinutes, type Limit } from './rate-limits';
import type { SessionService } from './session-service';
import { hashToken, randomToken } from './tokens';

export const RESET_TOKEN_MS = 30 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const INVALID_LINK = 'Invalid or expired reset link. Please request a new one.';

export interface PasswordResetDeps {
  db: Db;
  clock: Clock;
  otp: OtpService;
  sessions: SessionService;
  email: EmailSender;
  sms: SmsSender;
  publicUrl: string;
  host: string;
  /** a notice that could not be sent is logged; the reset itself has happened */
  logError: (error: unknown, message: string) => void;
}

/** As the code budgets: 5 an hour per account from one address, 15 from all, so no one address uses them up. */
function forgotLimits(input: string, ip: string): Limit[] {
  const tooMany = (s: number) =>
    `Too many reset requests for this account. Please try again in ${inMinutes(s)}.`;
  return [
    { bucket: `forgot:input-ip:${input}:${ip}`, max: 5, windowMs: HOUR_MS, message: tooMany },
    { bucket: `forgot:input:${input}`, max: 15, windowMs: HOUR_MS, message: tooMany },
    {
      bucket: `forgot:ip:${ip}`,
      max: 20,
      windowMs: HOUR_MS,
      message: (s) => `Too many reset requests from your network. Please try again in ${inMinutes(s)}.`,
    },
  ];
}

/** Forgot and reset password, by an emailed link or a code by SMS; the answers never tell whether an account exists. */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, clock, otp, sessions } = deps;

  async function issueResetToken(userId: number): Promise<string> {
    const token = randomToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      const repo = createIdentityRepository(tx);
      await repo.closeResetTokens(userId, now);
      await repo.insertResetToken({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_MS),
        createdAt: now,
      });
    });
    return token;
  }

  async function forgot(input: string, ip: string) {
    const phone = toE164(input);
    const key = phone ?? input.trim().toLowerCase();
    await consumeLimits(db, forgotLimits(key, ip), clock.now());
    const repo = createIdentityRepository(db);
    if (phone) {
      const user = await repo.findUserByPhone(phone);
      // A phone without an account keeps a code nobody is told, bound to a scope no check uses, so a
      // guess at it is counted down and refused exactly as a wrong code for an account is.
      await otp.send(
        phone,
        'reset',
        ip,
        user !== null,
        user ? {} : { scope: `decoy:${randomUUID()}`, keepUndelivered: true },
      );
      return {
        success: true as const,
        method: 'phone' as const,
        phone,
        message: 'If an account exists for this phone number, we have sent an OTP to reset your password.',
      };
    }
    const user = await repo.findUserByEmail(key);
    if (user) {
      const token = await issueResetToken(user.id);
      const link = new URL(`/auth/reset-password/${token}`, deps.publicUrl).toString();
      await deps.email.send({
        to: key,
        subject: 'Reset your Svarna Jewels password',
        text: `Hello ${user.name || 'there'},\n\nWe received a request to reset your password. Open this link within 30 minutes to choose a new one:\n\n${link}\n\nIf you did not ask for this, ignore this email: your password stays as it is.\n\nSvarna Jewels`,
      });
    }
    return {
      success: true as const,
      method: 'email' as const,
      message: 'If an account exists for this email, we have sent a link to reset your password.',
    };
  }

  async function verifyForgotCode(phone: string, code: string, ip: string) {
    const otpId = await otp.check(phone, 'reset', code, ip);
    const user = await createIdentityRepository(db).findUserByPhone(phone);
    await db.transaction((tx) => otp.spend(tx, otpId));
    if (!user)
      throw new AppError(
        400,
        'OTP_EXPIRED',
        'OTP has expired or is no longer valid. Please request a new one.',
      );
    return { success: true as const, resetToken: await issueResetToken(user.id), message: 'OTP verified' };
  }

  async function isValid(token: string) {
    const found = await createIdentityRepository(db).findLiveResetToken(hashToken(token), clock.now());
    return { success: true as const, valid: found !== null };
  }

  /** Sets the password, spends the token, signs the account out everywhere and tells its owner. */
  async function reset(token: string, newPassword: string) {
    const invalidLink = () =>
      new AppError(400, 'INVALID_RESET_TOKEN', INVALID_LINK, [{ field: 'token', message: INVALID_LINK }]);
    // An unknown or spent token is refused before the deliberately slow hash (~100 ms of CPU and 16 MiB),
    // so guessed tokens cost the server a lookup; spending it below still settles a race for one token.
    const live = await createIdentityRepository(db).findLiveResetToken(hashToken(token), clock.now());
    if (!live) throw invalidLink();
    const passwordHash = await hashPassword(newPassword);
    const user = await db.transaction(async (tx) => {
      const repo = createIdentityRepository(tx);
      const now = clock.now();
      const userId = await repo.spendResetToken(hashToken(token), now);
      if (userId === null) return null;
      await sessions.endAll(tx, userId, 'password-reset');
      return repo.updateUser(userId, { passwordHash, updatedAt: now });
    });
    if (!user) throw invalidLink();
    await notify(user).catch((error: unknown) => deps.logError(error, 'password change notice not sent'));
    return {
      success: true as const,
      message: 'Password reset successfully. Please log in with your new password.',
    };
  }

  async function notify(user: UserRow) {
    const text =
      'Your Svarna Jewels password was just changed and you were signed out everywhere. If this was not you, reset it again now or contact us.';
    if (user.email && !isPlaceholderEmail(user.email, deps.host)) {
      await deps.email.send({ to: user.email, subject: 'Your Svarna Jewels password was changed', text });
    } else {
      await deps.sms.send({ to: user.phone, kind: 'notice', text, vars: { message: text } });
    }
  }

  return { forgot, verifyForgotCode, isValid, reset };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
