/**
 * Phones the journeys' server gives the admin role. They start with 9, so uniquePhone (always 7…) never
 * makes one; each journey and project signs in with its own, so no phone meets the sign-in limits.
 */
export const ADMIN_PHONES = [
  '9000000101',
  '9000000102',
  '9000000103',
  '9000000104',
  '9000000105',
  '9000000106',
  '9000000107',
  '9000000108',
  '9000000109',
  '9000000110',
  '9000000111',
  '9000000112',
  '9000000113',
  '9000000114',
  '9000000115',
  '9000000116',
  '9000000117',
  '9000000118',
  '9000000119',
  '9000000120',
  '9000000121',
  '9000000122',
  '9000000123',
  '9000000124',
] as const;
