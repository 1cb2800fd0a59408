import type { Order, OrderStatus } from '@svarna/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrder } from '../testing/create-order';
import { OrderTracker } from './order-tracker';

afterEach(cleanup);

const event = (status: OrderStatus, at: string) => ({ status, at, note: '' });
const PLACED = '2025-09-16T10:30:00.000Z';
const PAID = '2025-09-16T10:31:12.000Z';
const CONFIRMED = '2025-09-17T06:00:00.000Z';
const SHIPPED = '2025-09-19T13:45:00.000Z';
const DELIVERED = '2025-09-22T09:10:00.000Z';
const HISTORY = [
  event('pending', PLACED),
  event('processing', PAID),
  event('confirmed', CONFIRMED),
  event('shipped', SHIPPED),
  event('delivered', DELIVERED),
];

function renderTracker(status: string, history: Order['statusHistory'], trackingUrl: string | null = null) {
  const order = createOrder({ status: status as OrderStatus, statusHistory: history, trackingUrl });
  render(<OrderTracker order={order} />);
}

const expander = () => screen.getByRole('button', { name: /full timeline/ });
const timeline = () => screen.getByRole('list', { hidden: true });
const steps = () => within(timeline()).getAllByRole('listitem', { hidden: true });

describe('OrderTracker', () => {
  it.each([
    ['pending', 0],
    ['processing', 1],
    ['confirmed', 2],
    ['shipped', 3],
    ['delivered', 4],
  ] as const)('shows %s as the current step, earlier steps done', (status, index) => {
    renderTracker(status, HISTORY.slice(0, index + 1));
    const label = status[0]!.toUpperCase() + status.slice(1);
    expect(screen.getByText(/^Order status:/).parentElement?.textContent).toContain(label);
    expect(expander().getAttribute('aria-expanded')).toBe('false');
    expect(timeline().hidden).toBe(true);

    fireEvent.click(expander());
    expect(expander().getAttribute('aria-expanded')).toBe('true');
    expect(timeline().hidden).toBe(false);
    const items = steps();
    expect(items).toHaveLength(5);
    items.forEach((item, i) => {
      const state = i < index ? 'done' : i === index ? 'current step' : 'not yet';
      expect(item.textContent).toContain(`(${state})`);
      expect(item.getAttribute('aria-current')).toBe(i === index ? 'step' : null);
    });
  });

  it('marks a delivered order with a check, on the current step and in the timeline, not a step in progress', () => {
    renderTracker('delivered', HISTORY);
    const current = screen.getByText(/^Order status:/).parentElement!;
    expect(current.querySelector('svg')?.classList.contains('lucide-check')).toBe(true);
    expect(current.querySelector('.lucide-circle-dot')).toBeNull();
    fireEvent.click(expander());
    const icons = steps().map((item) => item.querySelector('svg')?.classList.contains('lucide-check'));
    expect(icons).toEqual([true, true, true, true, true]);
  });

  it('shows the step in progress as such while the order is on its way', () => {
    renderTracker('shipped', HISTORY.slice(0, 4));
    const current = screen.getByText(/^Order status:/).parentElement!;
    expect(current.querySelector('svg')?.classList.contains('lucide-circle-dot')).toBe(true);
  });

  it('dates each step with the first time the order reached it, from its history', () => {
    const history = [
      event('pending', PLACED),
      event('processing', PAID),
      event('confirmed', CONFIRMED),
      // a later repeat of a status does not move its date
      event('confirmed', '2025-09-18T08:00:00.000Z'),
      event('shipped', SHIPPED),
    ];
    renderTracker('shipped', history);
    fireEvent.click(expander());
    const dates = steps().map((item) => item.querySelector('time')?.getAttribute('dateTime') ?? null);
    expect(dates).toEqual([PLACED, PAID, CONFIRMED, SHIPPED, null]);
    expect(steps()[2]?.querySelector('time')?.textContent).toMatch(/17 Sept? 2025/);
    const current = screen.getByText(/^Order status:/).parentElement!;
    expect(current.querySelector('time')?.getAttribute('dateTime')).toBe(SHIPPED);
  });

  it('leaves a step undated when the history never recorded it', () => {
    renderTracker('confirmed', [event('pending', PLACED), event('confirmed', CONFIRMED)]);
    fireEvent.click(expander());
    const processing = steps()[1]!;
    expect(processing.textContent).toContain('Processing (done)');
    expect(processing.querySelector('time')).toBeNull();
  });

  it.each(['cancelled', 'failed'] as const)('shows %s as one step with no expander', (status) => {
    const at = '2025-09-16T11:00:00.000Z';
    renderTracker(status, [event('pending', PLACED), event(status, at)]);
    const current = screen.getByText(/^Order status:/).parentElement!;
    expect(current.textContent).toContain(status === 'cancelled' ? 'Cancelled' : 'Failed');
    expect(current.querySelector('time')?.getAttribute('dateTime')).toBe(at);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();
  });

  it('shows an unknown status as pending', () => {
    renderTracker('on_hold', [event('pending', PLACED)]);
    const current = screen.getByText(/^Order status:/).parentElement!;
    expect(current.textContent).toContain('Pending');
    fireEvent.click(expander());
    expect(steps()[0]?.getAttribute('aria-current')).toBe('step');
  });

  it('links a shipped order to its tracking page, and no order before it ships', () => {
    renderTracker('shipped', HISTORY.slice(0, 4), 'https://track.example/AWB123');
    const link = screen.getByRole('link', { name: /Track your shipment/ });
    expect(link.getAttribute('href')).toBe('https://track.example/AWB123');
    cleanup();
    renderTracker('confirmed', HISTORY.slice(0, 3), 'https://track.example/AWB123');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
