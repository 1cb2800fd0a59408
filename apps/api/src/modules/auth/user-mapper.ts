import { isPlaceholderEmail, type User } from '@svarna/contracts';
import type { UserRow } from './identity-repository';

/** The account as the API shows it; a placeholder email shows as none. */
export function toUser(row: UserRow, host: string): User {
  const email = row.email && !isPlaceholderEmail(row.email, host) ? row.email : '';
  return {
    _id: String(row.id),
    id: String(row.id),
    name: row.name,
    email,
    phone: row.phone,
    role: row.role,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A new phone, or an account missing its name or a real email, must give its details before signing in. */
export const needsDetails = (row: UserRow | null, host: string) =>
  !row?.name.trim() || isPlaceholderEmail(row.email, host);
