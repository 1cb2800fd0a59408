import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import {
  CREDIT_NOTE_ERROR_MESSAGE,
  INVOICE_ERROR_MESSAGE,
  InvoiceDownloadButton,
} from './invoice-download-button';

const ORDER_ID = '66aa0000000000000abcdef1';
const pdf = () =>
  new Response(new Blob(['%PDF-1.3 test'], { type: 'application/pdf' }), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="invoice-SVJ-26-27-000042.pdf"',
    },
  });

let clicked: { href: string; download: string }[];
let errorToast: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  clicked = [];
  localStorage.setItem('accessToken', 'token-A');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InvoiceDownloadButton', () => {
  it("downloads the shopper's invoice with the session under the server's file name", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => pdf());
    vi.stubGlobal('fetch', fetch);
    render(<InvoiceDownloadButton orderId={ORDER_ID} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:invoice', download: 'invoice-SVJ-26-27-000042.pdf' }]),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/orders/${ORDER_ID}/invoice`);
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer token-A');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("downloads a refunded order's credit note, the shopper's and the desk's, and says when it cannot", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => pdf());
    vi.stubGlobal('fetch', fetch);
    render(<InvoiceDownloadButton orderId={ORDER_ID} document="credit-note" />);
    render(<InvoiceDownloadButton orderId={ORDER_ID} caller="admin" document="credit-note" />);
    const [shopper, desk] = screen.getAllByRole('button', { name: 'Download credit note' });
    fireEvent.click(shopper!);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fetch.mock.calls[0]![0]).toBe(`/api/orders/${ORDER_ID}/credit-note`);
    fireEvent.click(desk!);
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(fetch.mock.calls[1]![0]).toBe(`/api/admin/orders/${ORDER_ID}/credit-note`);

    fetch.mockImplementation(async () => {
      throw new TypeError('network down');
    });
    fireEvent.click(shopper!);
    await waitFor(() => expect(errorToast).toHaveBeenCalledWith(CREDIT_NOTE_ERROR_MESSAGE));
  });

  it('calls the order desk route for the store', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => pdf());
    vi.stubGlobal('fetch', fetch);
    render(<InvoiceDownloadButton orderId={ORDER_ID} caller="admin" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fetch.mock.calls[0]![0]).toBe(`/api/admin/orders/${ORDER_ID}/invoice`);
  });

  it("shows the server's reason in an error toast and downloads nothing", async () => {
    const message = 'The invoice is issued once the order is paid';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, message }), { status: 409 })),
    );
    render(<InvoiceDownloadButton orderId={ORDER_ID} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(errorToast).toHaveBeenCalledWith(message));
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download invoice' })).toHaveProperty('disabled', false);
  });

  it('falls back to a general message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<InvoiceDownloadButton orderId={ORDER_ID} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(errorToast).toHaveBeenCalledWith(INVOICE_ERROR_MESSAGE));
  });
});
