import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

describe('toast', () => {
  it('asks for the Toaster on the first toast only, and shows the toast once the Toaster is ready', async () => {
    const { toast, toasterWanted, onToasterWanted, notifyToasterReady } = await import('./toast');
    const sonner = await import('sonner');
    const listener = vi.fn();
    onToasterWanted(listener);
    expect(toasterWanted()).toBe(false);

    toast.success('Added to cart');
    toast.error('Out of stock');
    expect(toasterWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sonner.toast.success).not.toHaveBeenCalled();

    notifyToasterReady();
    await vi.waitFor(() => expect(sonner.toast.success).toHaveBeenCalledWith('Added to cart'));
    expect(sonner.toast.error).toHaveBeenCalledWith('Out of stock');
  });
});
