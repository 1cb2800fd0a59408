import type { Gstr1Summary, Gstr1Table } from '@svarna/contracts';
import { useQuery } from '@tanstack/react-query';
import { type DownloadedFile, http } from '../../../lib/http-client';
import { adminKeys } from './admin-keys';

/** GET /admin/gst/gstr1/summary?month: the month's invoices, credit notes and table totals, in rupees. */
export async function getGstr1Summary(month: string, signal?: AbortSignal): Promise<Gstr1Summary> {
  const body = await http.get<{ summary: Gstr1Summary }>('/admin/gst/gstr1/summary', {
    query: { month },
    signal,
  });
  return body.summary;
}

export const useGstr1Summary = (month: string) =>
  useQuery({
    queryKey: adminKeys.gstr1Summary(month),
    queryFn: ({ signal }) => getGstr1Summary(month, signal),
    staleTime: 30_000,
  });

/** GET /admin/gst/gstr1?month&table: one table as CSV (gstr1-<month>-<table>.csv). */
export function downloadGstr1Table(month: string, table: Gstr1Table): Promise<DownloadedFile> {
  return http.getFile('/admin/gst/gstr1', { query: { month, table } });
}
