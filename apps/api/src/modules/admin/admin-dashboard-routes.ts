import { AdminDashboardQuerySchema, AdminDashboardResponseSchema } from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDashboardService } from './admin-dashboard-service';
import { deskErrors, deskRoute, deskTags } from './desk-route';

/** The owner's dashboard: the desk's first page. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: AdminDashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/admin/dashboard',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'The store at a glance: sales, orders waiting, cash to collect, refunds open, low stock',
        description:
          'Figures for today (days=1, since midnight in India) or the last 7 or 30 Indian days including today: gross sales (paid orders by when they were paid, COD counted once its advance is paid), order refunds processed and the orders they belong to (a second payment given back is not taken off), net; orders placed by status; the top 5 pieces by units. Also, whatever the window: paid orders to confirm and to ship, cash on delivery still to collect, refunds requested or failed (second payments included) with the orders owed money and the amount owed, published pieces low or out of stock, and a daily series of the last 30 Indian days. Money in rupees. The list behind each card is GET /api/admin/orders with payment=cod_to_collect, refund_open, or refunded&days.',
        querystring: AdminDashboardQuerySchema,
        response: { 200: AdminDashboardResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({ success: true as const, dashboard: await dashboard.dashboard(request.query.days) }),
  );
};
