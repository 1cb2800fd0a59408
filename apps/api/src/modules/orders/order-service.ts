import {
  codAdvancePaise,
  formatPaise,
  type Order,
  type OrderAddress,
  type PlaceOrderRequestSchema,
  sellingPrice,
  toRupees,
} from '@svarna/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { PincodeService } from '../pincode/pincode-service';
import { toOrder } from './order-mapper';
import { newOrderId, orderTotals, sameTotal } from './order-pricing';
import { createOrderRepository, type NewOrderItem, type OrderRow } from './order-repository';
import { createStockRepository, type StockLine } from './stock-repository';

type PlaceOrderInput = z.output<typeof PlaceOrderRequestSchema>;

export interface OrderServiceDeps {
  db: Db;
  clock: Clock;
  pincodes: PincodeService;
  /** an unpaid order gives its stock back after this long */
  expiryMinutes: number;
}

/** The fields an order keeps of an address (not the saved address's id, label or default flag). */
function addressOf(a: OrderAddress): OrderAddress {
  const { name, email, line1, line2, city, state, pincode, country, phone } = a;
  return { name, email, line1, line2, city, state, pincode, country, phone };
}

/** Thrown inside the placement transaction to roll it back when a line is short. */
class ShortStock extends Error {}

interface RequestedLine extends StockLine {
  /** index of the first request line it came from, for the field a refusal names */
  index: number;
}

export function createOrderService({ db, clock, pincodes, expiryMinutes }: OrderServiceDeps) {
  const repo = createOrderRepository(db);

  function checkAddress(address: OrderAddress, field: string) {
    const problem = pincodes.deliveryProblem(address.pincode, address.state);
    if (problem) throw badRequest(`${field}.pincode`, problem);
  }

  /** Same product and variant twice in one request become one line. */
  function mergeLines(items: PlaceOrderInput['items']): RequestedLine[] {
    const lines = new Map<string, RequestedLine>();
    items.forEach((item, index) => {
      const key = `${item.product}:${item.variant ?? 'default'}`;
      const line = lines.get(key);
      if (line) line.quantity += item.quantity;
      else
        lines.set(key, {
          productId: Number(item.product),
          variantId: item.variant === null ? null : Number(item.variant),
          quantity: item.quantity,
          index,
        });
    });
    return [...lines.values()];
  }

  /**
   * Prices every line from the database (the variant's price, else the product's), never the client's;
   * answers too what was in stock when it was read.
   */
  async function priceLines(lines: RequestedLine[]): Promise<{ items: NewOrderItem[]; inStock: number[] }> {
    const stock = createStockRepository(db);
    const variantIds = lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
    const sellable = await stock.loadSellable(
      lines.map((l) => l.productId),
      variantIds,
    );
    const inStock: number[] = [];
    const items = lines.map((line, position) => {
      const product = sellable.products.get(line.productId);
      if (!product) throw badRequest(`items.${line.index}.product`, 'This product is no longer available');
      if (!product.status)
        throw badRequest(
          `items.${line.index}.product`,
          `${product.name} is no longer available: remove it from your cart to place your order`,
        );
      if (line.variantId === null) {
        if (sellable.productsWithVariants.has(product.id))
          throw badRequest(`items.${line.index}.variant`, `Please choose a variant of ${product.name}`);
        inStock.push(product.stock);
        return {
          productId: product.id,
          variantId: null,
          name: product.name,
          slug: product.slug,
          imagePath: product.imagePath,
          variantValues: [],
          unitPricePaise: sellingPrice(product.salePricePaise, product.basePricePaise),
          basePricePaise: product.basePricePaise,
          hsnCode: product.hsnCode,
          gstRateBasisPoints: product.gstRateBasisPoints,
          quantity: line.quantity,
          position,
        };
      }
      const variant = sellable.variants.get(line.variantId);
      if (!variant || variant.productId !== product.id)
        throw badRequest(`items.${line.index}.variant`, `This variant of ${product.name} does not exist`);
      inStock.push(variant.inventory);
      return {
        productId: product.id,
        variantId: variant.id,
        name: product.name,
        slug: product.slug,
        imagePath: sellable.variantPhotos.get(variant.id) ?? product.imagePath,
        variantValues: sellable.values
          .filter((v) => v.variantId === variant.id)
          .map((v) => ({ name: v.name, value: v.value })),
        unitPricePaise: sellingPrice(variant.salePricePaise, variant.pricePaise),
        basePricePaise: variant.pricePaise,
        hsnCode: product.hsnCode,
        gstRateBasisPoints: product.gstRateBasisPoints,
        quantity: line.quantity,
        position,
      };
    });
    return { items, inStock };
  }

  /** What is left now of each line, read after the stock could not be taken. */
  async function stockLeft(lines: RequestedLine[]): Promise<number[]> {
    const left = await createStockRepository(db).available(lines);
    return lines.map(
      (line) =>
        (line.variantId === null ? left.products.get(line.productId) : left.variants.get(line.variantId)) ??
        0,
    );
  }

  function stockRefusal(lines: RequestedLine[], items: NewOrderItem[], left: number[]): AppError {
    const short = lines.flatMap((line, i) => {
      const available = left[i]!;
      if (available >= line.quantity) return [];
      const message = `${items[i]!.name} - Only ${Math.max(available, 0)} available`;
      return [{ field: `items.${line.index}.quantity`, message, available: Math.max(available, 0) }];
    });
    const list = short.map((s) => s.message).join(', ');
    return new AppError(409, 'OUT_OF_STOCK', `Some items are out of stock: ${list}`, short);
  }

  /**
   * Places an order: stock taken and the order written in one transaction. `within` runs in that
   * transaction too, with the order as answered (the route keeps its Idempotency-Key answer there).
   */
  async function placeOrder(
    userId: number,
    input: PlaceOrderInput,
    within?: (tx: DbOrTx, order: Order) => Promise<void>,
  ): Promise<Order> {
    checkAddress(input.shippingAddress, 'shippingAddress');
    if (input.billingAddress) checkAddress(input.billingAddress, 'billingAddress');
    const lines = mergeLines(input.items);
    const { items, inStock } = await priceLines(lines);
    const totals = orderTotals(items, input.paymentMethod);
    if (!sameTotal(input.total, totals.totalPaise)) {
      throw new AppError(
        409,
        'TOTAL_MISMATCH',
        'Prices have changed since you opened checkout. Please review your order.',
        [{ field: 'total', message: `The total is ${formatPaise(totals.totalPaise)}` }],
        {
          pricing: {
            subtotal: toRupees(totals.subtotalPaise),
            shipping: toRupees(totals.shippingPaise),
            discount: toRupees(totals.discountPaise),
            total: toRupees(totals.totalPaise),
          },
        },
      );
    }
    // A line already short when priced is refused before any row is locked: the crowd that arrives after
    // a sell-out does not queue on the sold-out row. The conditional update below still decides the rest.
    if (lines.some((line, i) => inStock[i]! < line.quantity)) throw stockRefusal(lines, items, inStock);
    const now = clock.now();
    const cod = input.paymentMethod === 'cod';
    const order = {
      id: newOrderId(now),
      userId,
      status: 'pending' as const,
      paymentMethod: input.paymentMethod,
      subtotalPaise: totals.subtotalPaise,
      shippingPaise: totals.shippingPaise,
      discountPaise: totals.discountPaise,
      totalPaise: totals.totalPaise,
      tokenAmountPaise: cod ? codAdvancePaise(totals.totalPaise) : null,
      tokenPaymentStatus: cod ? ('pending' as const) : null,
      shippingAddress: addressOf(input.shippingAddress),
      billingAddress: addressOf(input.billingAddress ?? input.shippingAddress),
      expiresAt: new Date(now.getTime() + expiryMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    };
    try {
      // The stock is taken last: its rows are the ones a crowd buying the same piece queues on, and they
      // stay locked from the take to the commit. A short line rolls back the rows written before it.
      // Without a keeper in between, the take goes out with the inserts, answered in the same round trip.
      return await db.transaction(async (tx) => {
        const inserting = createOrderRepository(tx).insert(order, items, {
          status: 'pending',
          note: 'Order placed',
          actor: 'customer',
          at: now,
        });
        const taking = within ? null : createStockRepository(tx).take(lines);
        // awaited below, after the inserts: when they fail, it fails too
        taking?.catch(() => {});
        const stored = await inserting;
        const placed = toOrder(stored.row, stored.items, stored.events);
        if (within) await within(tx, placed);
        if (!(await (taking ?? createStockRepository(tx).take(lines)))) throw new ShortStock();
        return placed;
      });
    } catch (err) {
      if (err instanceof ShortStock) throw stockRefusal(lines, items, await stockLeft(lines));
      throw err;
    }
  }

  async function getOrder(userId: number, orderId: string): Promise<Order> {
    const row = await repo.findOwned(userId, orderId);
    if (!row) throw notFound('Order not found');
    return orderOf(row);
  }

  /** The order of a row just read (by its owner and id, or by id where the owner is who it names). */
  async function orderOf(row: OrderRow): Promise<Order> {
    const details = await repo.loadDetails([row.id]);
    return toOrder(row, details.items.get(row.id) ?? [], details.events.get(row.id) ?? []);
  }

  async function listOrders(userId: number, page: number, limit: number, hidePending = false) {
    const { rows, total } = await repo.listOwned(userId, page, limit, hidePending);
    const details = await repo.loadDetails(rows.map((r) => r.id));
    return {
      orders: rows.map((row) =>
        toOrder(row, details.items.get(row.id) ?? [], details.events.get(row.id) ?? []),
      ),
      pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    };
  }

  /**
   * Releases unpaid orders past their time, at most `batch` per call, each exactly once even when
   * several processes run the job: the rows are claimed with FOR UPDATE SKIP LOCKED.
   */
  async function expireDueOrders(batch = 100): Promise<number> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const orders = createOrderRepository(tx);
      const ids = await orders.claimExpired(now, batch);
      if (!ids.length) return 0;
      const lines = (await orders.itemsOf(ids)).flatMap((item) =>
        item.productId === null
          ? []
          : [{ productId: item.productId, variantId: item.variantId, quantity: item.quantity }],
      );
      await createStockRepository(tx).give(lines);
      await orders.markReleased(ids, now, `Not paid within ${expiryMinutes} minutes; items released`);
      return ids.length;
    });
  }

  return { placeOrder, getOrder, orderOf, listOrders, expireDueOrders };
}

export type OrderService = ReturnType<typeof createOrderService>;
