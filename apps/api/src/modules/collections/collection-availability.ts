/** A collection is open to shoppers only when active and today lies within its dates. */
export function isCollectionAvailable(
  c: { isActive: boolean; startDate: Date | null; endDate: Date | null },
  now: Date,
): boolean {
  if (!c.isActive) return false;
  if (c.startDate && c.startDate.getTime() > now.getTime()) return false;
  if (c.endDate && c.endDate.getTime() < now.getTime()) return false;
  return true;
}
