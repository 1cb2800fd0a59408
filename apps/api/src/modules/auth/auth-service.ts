import { isPlaceholderEmail, toE164 } from '@svarna/contracts';
import { commitWithLast, type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import type { Clock } from '../../lib/clock';
import { AppError, conflict, unauthorized } from '../../lib/errors';
import { withFields } from '../../lib/with-fields';
import { createIdentityRepository, type UserRow } from './identity-repository';
import type { OtpService } from './otp-service';
import { verifyAgainstNothing, verifyPassword } from './password';
import { checkLimits, inMinutes, type Limit, recordHits, takeBackHits } from './rate-limits';
import type { SessionService } from './session-service';
import { needsDetails, toUser } from './user-mapper';

const EMAIL_TAKEN = 'This email is already linked to another account';
const BAD_CREDENTIALS = 'Invalid phone/email or password';

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  otp: OtpService;
  sessions: SessionService;
  host: string;
  adminPhones: Set<string>;
}

/** Signing in by code or by password, and the profile. */
export function createAuthService({ db, clock, otp, sessions, host, adminPhones }: AuthServiceDeps) {
  const roleFor = (phone: string) => (adminPhones.has(phone) ? 'admin' : 'customer');

  async function signedIn(
    user: UserRow,
    tokens: { accessToken: string; refreshToken: string },
    message: string,
  ) {
    return withFields(tokens, { success: true as const, user: toUser(user, host), message });
  }

  async function sendLoginCode(phone: string, ip: string) {
    await otp.send(phone, 'login', ip);
    return { success: true as const, message: 'OTP sent successfully', resendAfter: 30 };
  }

  /**
   * Without the details an account still needs, the code is checked but not spent and no session is
   * made; the same code then comes back with `name` and `finalEmail`. One code, one session at most. One
   * transaction: the code checked with the account read, in one round trip; on a match its try taken
   * back and the code spent with the account written, in the next; then the session.
   */
  async function verifyLoginCode(
    input: { phone: string; otp: string; name?: string; finalEmail?: string },
    ip: string,
  ) {
    const { phone } = input;
    const outcome = await db
      .transaction(async (tx) => {
        const repo = createIdentityRepository(tx);
        const [checked, existing] = await Promise.all([
          otp.checkWithin(tx, phone, 'login', input.otp, ip),
          repo.findUserByPhone(phone),
        ]);
        // committed, then thrown: a wrong try stays counted
        if ('refusal' in checked) return checked;
        const incomplete = needsDetails(existing, host);
        // rolled back: the try is taken back and the code stays open for the answer with the details
        if (incomplete && (!input.name || !input.finalEmail)) throw new DetailsNeeded(existing);
        const now = clock.now();
        // sent with the account's write (awaited below)
        const spent = Promise.all([takeBackHits(tx, checked.hits), otp.spend(tx, checked.id)]);
        spent.catch(() => {});
        let user = existing;
        if (incomplete) {
          const email = input.finalEmail!;
          // a new account's email is checked by its unique index: the insert's violation is answered below
          if (existing && (await repo.emailTakenByAnother(email, existing.id)))
            throw conflict(EMAIL_TAKEN, 'finalEmail');
          user = existing
            ? await repo.updateUser(existing.id, {
                name: input.name!,
                email,
                role: roleFor(phone),
                updatedAt: now,
              })
            : await repo.insertUser({
                phone,
                name: input.name!,
                email,
                role: roleFor(phone),
                createdAt: now,
                updatedAt: now,
              });
        } else if (existing && existing.role !== roleFor(phone)) {
          user = await repo.updateUser(existing.id, { role: roleFor(phone), updatedAt: now });
        }
        await spent;
        const account = user!;
        // the session's row is the last statement: the commit goes with it
        return commitWithLast(tx, async () => ({
          user: account,
          tokens: await sessions.start(tx, account.id),
        }));
      })
      .catch((error: unknown) => {
        if (error instanceof DetailsNeeded) return { needing: error.existing };
        throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN, 'finalEmail') : error;
      });
    if ('refusal' in outcome) throw outcome.refusal;
    if ('needing' in outcome) {
      const existing = outcome.needing;
      const email = existing?.email && !isPlaceholderEmail(existing.email, host) ? existing.email : '';
      return {
        success: true as const,
        needsDetails: true,
        accessToken: null,
        refreshToken: null,
        user: null,
        prefill: { name: existing?.name ?? '', email },
        message: 'OTP verified. Please tell us your name and email.',
      };
    }
    return withFields(await signedIn(outcome.user, outcome.tokens, 'Signed in successfully'), {
      needsDetails: false,
    });
  }

  function loginLimits(identifier: string, ip: string): Limit[] {
    return [
      {
        bucket: `login-fail:id:${identifier}`,
        max: 5,
        windowMs: 15 * 60 * 1000,
        message: (s) => `Too many failed sign-in attempts. Please try again in ${inMinutes(s)}.`,
      },
      {
        bucket: `login-fail:ip:${ip}`,
        max: 30,
        windowMs: 60 * 60 * 1000,
        message: (s) =>
          `Too many failed sign-in attempts from your network. Please try again in ${inMinutes(s)}.`,
      },
    ];
  }

  /** Phone or email with a password; one refusal for an unknown account and a wrong password. */
  async function loginWithPassword(identifierInput: string, password: string, ip: string) {
    const phone = toE164(identifierInput);
    const identifier = phone ?? identifierInput.trim().toLowerCase();
    const limits = loginLimits(identifier, ip);
    await checkLimits(db, limits, clock.now());
    const repo = createIdentityRepository(db);
    const user = phone ? await repo.findUserByPhone(phone) : await repo.findUserByEmail(identifier);
    const ok = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstNothing(password);
    if (!user || !ok) {
      await recordHits(db, limits, clock.now());
      throw unauthorized(BAD_CREDENTIALS, 'INVALID_CREDENTIALS');
    }
    // The role follows ADMIN_PHONES on every sign-in, not only by code: a phone taken off the list
    // must not keep the desk through its password.
    const result = await db.transaction(async (tx) => {
      const current =
        user.role === roleFor(user.phone)
          ? user
          : ((await createIdentityRepository(tx).updateUser(user.id, {
              role: roleFor(user.phone),
              updatedAt: clock.now(),
            })) ?? user);
      return { user: current, tokens: await sessions.start(tx, user.id) };
    });
    return signedIn(result.user, result.tokens, 'Signed in successfully');
  }

  /**
   * At start: accounts whose phone is no longer in ADMIN_PHONES lose the admin role, and listed phones
   * that have accounts get it, so a running desk never answers a phone the configuration dropped.
   */
  async function syncAdminRoles() {
    await createIdentityRepository(db).setAdmins([...adminPhones], clock.now());
  }

  async function profile(userId: number) {
    const user = await createIdentityRepository(db).findUserById(userId);
    if (!user) throw unauthorized('Please log in to continue');
    return { success: true as const, user: toUser(user, host) };
  }

  async function updateProfile(userId: number, input: { name: string; email: string }) {
    const repo = createIdentityRepository(db);
    if (await repo.emailTakenByAnother(input.email, userId)) throw conflict(EMAIL_TAKEN, 'email');
    const updated = await repo
      .updateUser(userId, { name: input.name, email: input.email, updatedAt: clock.now() })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN, 'email') : error;
      });
    if (!updated) throw new AppError(404, 'NOT_FOUND', 'Account not found');
    return { success: true as const, user: toUser(updated, host), message: 'Profile updated successfully' };
  }

  return { sendLoginCode, verifyLoginCode, loginWithPassword, syncAdminRoles, profile, updateProfile };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** A matched code of an account that needs its details: carried out of the transaction to roll it back. */
class DetailsNeeded extends Error {
  constructor(readonly existing: UserRow | null) {
    super('the account needs its details');
  }
}
