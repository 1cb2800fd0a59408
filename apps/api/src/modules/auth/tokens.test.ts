import { isPlaceholderEmail, toE164 } from '@svarna/contracts';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { createAccessTokens, createOtpHasher, generateOtp, hashToken, randomToken } from './tokens';

describe('code and token rules', () => {
  it('makes 6-digit codes, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('binds a code hash to its phone and purpose', () => {
    const hasher = createOtpHasher('s'.repeat(32));
    const stored = hasher.hash('+919876543210', 'login', '123456');
    expect(hasher.matches(stored, '+919876543210', 'login', '123456')).toBe(true);
    expect(hasher.matches(stored, '+919876543211', 'login', '123456')).toBe(false);
    expect(hasher.matches(stored, '+919876543210', 'reset', '123456')).toBe(false);
    expect(hasher.matches(stored, '+919876543210', 'login', '123457')).toBe(false);
    expect(createOtpHasher('t'.repeat(32)).matches(stored, '+919876543210', 'login', '123456')).toBe(false);
  });

  it('makes 256-bit random tokens stored as SHA-256', () => {
    const token = randomToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(randomToken()).not.toBe(token);
  });

  it('signs access tokens valid for 15 minutes', async () => {
    const tokens = createAccessTokens('s'.repeat(32));
    const now = new Date('2026-01-01T00:00:00Z');
    const sessionId = '0b6f3c8e-54d1-4c2a-9a57-7d1f0e2b3c4d';
    const token = await tokens.sign({ userId: 7, sessionId }, now);
    expect(await tokens.verify(token, now)).toEqual({ userId: 7, sessionId });
    expect(await tokens.verify(token, new Date(now.getTime() + 14 * 60_000))).not.toBeNull();
    expect(await tokens.verify(token, new Date(now.getTime() + 15 * 60_000 + 1000))).toBeNull();
    expect(await createAccessTokens('t'.repeat(32)).verify(token, now)).toBeNull();
  });

  it('answers a token verified before by its validity at the time asked, not by the time it was verified', async () => {
    const tokens = createAccessTokens('s'.repeat(32));
    const now = new Date('2026-01-01T00:00:00Z');
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    const sessionId = '0b6f3c8e-54d1-4c2a-9a57-7d1f0e2b3c4d';
    const token = await tokens.sign({ userId: 7, sessionId }, now);
    expect(await tokens.verify(token, at(60))).toEqual({ userId: 7, sessionId });
    // the same token again: before its nbf, at its exp and after, and inside its life once more
    expect(await tokens.verify(token, at(-1))).toBeNull();
    expect(await tokens.verify(token, at(15 * 60))).toBeNull();
    expect(await tokens.verify(token, at(15 * 60 + 3600))).toBeNull();
    expect(await tokens.verify(token, at(15 * 60 - 1))).toEqual({ userId: 7, sessionId });
    // a token refused is refused again, and one changed by a character is checked afresh and refused
    const forged = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.at(-1)}`;
    expect(await tokens.verify(forged, at(60))).toBeNull();
    expect(await tokens.verify(forged, at(60))).toBeNull();
    expect(await createAccessTokens('t'.repeat(32)).verify(token, at(60))).toBeNull();
  });

  it('refuses a signed access token whose claims would not fit the session and user columns', async () => {
    const tokens = createAccessTokens('s'.repeat(32));
    const now = new Date('2026-01-01T00:00:00Z');
    const sessionId = '0b6f3c8e-54d1-4c2a-9a57-7d1f0e2b3c4d';
    for (const claims of [
      { userId: 7, sessionId: 'abc' },
      { userId: 7, sessionId: `${sessionId}x` },
      { userId: 2_147_483_648, sessionId },
      { userId: 0, sessionId },
    ])
      expect(await tokens.verify(await tokens.sign(claims, now), now), JSON.stringify(claims)).toBeNull();
    expect(
      await tokens.verify(await tokens.sign({ userId: 2_147_483_647, sessionId }, now), now),
    ).not.toBeNull();
  });

  it('hashes passwords with scrypt and a salt', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
  });

  it('reads Indian mobiles in any common form', () => {
    for (const input of [
      '9876543210',
      '+919876543210',
      '+91 98765 43210',
      '919876543210',
      '09876543210',
      '98765-43210',
    ])
      expect(toE164(input)).toBe('+919876543210');
    for (const input of ['5876543210', '987654321', '98765432101', '+14155550100', 'abcdefghij'])
      expect(toE164(input)).toBeNull();
  });

  it('treats placeholder emails as none', () => {
    for (const email of [
      null,
      '',
      'temp123@gmail.com',
      '9876543210@noemail.com',
      'x@example.com',
      'a@svarna.in',
    ])
      expect(isPlaceholderEmail(email, 'svarna.in')).toBe(true);
    expect(isPlaceholderEmail('asha@gmail.com', 'svarna.in')).toBe(false);
  });
});
