import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { DevOutboxHint } from '../components/dev-outbox-hint';
import { DevOutboxPage, OUTBOX_ASK, OUTBOX_OFF } from './dev-outbox-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderPage(path = '/dev/outbox') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <DevOutboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let fetchMock: Mock<typeof fetch>;
const stub = (response: () => Response) => {
  fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('DevOutboxPage', () => {
  it('lists the kept messages for the filtered recipient, and refreshes', async () => {
    stub(() =>
      json(200, {
        success: true,
        messages: [
          {
            to: '+919876543210',
            channel: 'sms',
            subject: null,
            body: 'Your Svarna code is 123456',
            createdAt: '2025-09-16T10:00:00.000Z',
          },
        ],
      }),
    );
    renderPage('/dev/outbox?to=9876543210');
    expect(await screen.findByText('Your Svarna code is 123456')).toBeTruthy();
    expect(screen.getByText('SMS')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/dev/outbox?to=9876543210');
    expect(screen.getByLabelText('To (phone or email)')).toHaveProperty('value', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('says when the outbox is off', async () => {
    stub(() => json(404, { success: false, message: 'Not found', code: 'NOT_FOUND' }));
    renderPage('/dev/outbox?to=9876543210');
    expect(await screen.findByText(OUTBOX_OFF)).toBeTruthy();
  });

  it('asks for a recipient and fetches nothing without one (the server answers for one only)', async () => {
    stub(() => json(400, { success: false, message: 'to is required', code: 'VALIDATION_ERROR' }));
    renderPage();
    expect(screen.getByText(OUTBOX_ASK)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('To (phone or email)'), { target: { value: ' 9876543210 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/dev/outbox?to=9876543210');
  });
});

describe('DevOutboxHint', () => {
  it('shows only when the server marks the page, linking to the outbox', () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <DevOutboxHint to="+919876543210" />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
    document.head.innerHTML = '<meta name="dev-outbox" content="true">';
    rerender(
      <MemoryRouter>
        <DevOutboxHint to="+919876543211" />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('Demo store: codes are not sent by SMS. Read yours in the outbox.');
    expect(screen.getByRole('link', { name: /the outbox/ }).getAttribute('href')).toBe(
      '/dev/outbox?to=%2B919876543211',
    );
  });
});
