import { PHOTO_HEIC_MESSAGE, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '@svarna/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_RETRY_MS } from '../components/use-photo-uploads';
import { stubUploads } from '../testing/fake-upload';
import { renderAdmin } from '../testing/render-admin';
import { serveCatalog } from '../testing/serve-catalog';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const photoFile = (name: string, type: string, size = 1000) => {
  const file = new File(['photo'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });

const photoNames = () =>
  within(screen.getByRole('list', { name: 'Product photos' }))
    .getAllByRole('listitem')
    .map(
      (tile) =>
        tile.querySelector('.truncate')?.textContent ?? tile.querySelector('img')?.getAttribute('src'),
    );

const media = (id: string) => ({
  success: true,
  media: {
    _id: id,
    filePath: `/media/${id}.jpg`,
    url: `/media/${id}.jpg`,
    width: 1440,
    height: 1440,
    alt: '',
  },
});

async function openProduct() {
  const server = serveCatalog();
  renderAdmin('/admin/products/12');
  await screen.findByRole('heading', { name: 'Moissanite Ring', level: 1 });
  return server;
}

describe('AdminProductPage: photos', () => {
  it('sends several photos at once, each with its own progress, under the session token', async () => {
    const sent = stubUploads();
    localStorage.setItem('accessToken', 'token-1');
    await openProduct();
    pick(photoFile('ring-side.jpg', 'image/jpeg'), photoFile('ring-box.webp', 'image/webp'));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/admin/media' });
    expect(sent[0]!.headers.Authorization).toBe('Bearer token-1');
    expect((sent[0]!.body!.get('file') as File).name).toBe('ring-side.jpg');

    act(() => sent[0]!.progress(30, 100));
    const side = screen.getByRole('progressbar', { name: 'Uploading ring-side.jpg' });
    expect(side.getAttribute('aria-valuenow')).toBe('30');
    expect(
      screen.getByRole('progressbar', { name: 'Uploading ring-box.webp' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    act(() => sent[0]!.progress(100, 100));
    expect(side.getAttribute('aria-valuenow')).toBe('100');
    act(() => sent[0]!.answer(201, media('51')));
    await waitFor(() => expect(photoNames()).toEqual(['/media/41.jpg', '/media/42.jpg', 'ring-side.jpg']));
    expect(screen.queryByRole('progressbar', { name: 'Uploading ring-side.jpg' })).toBeNull();
    // a save waits for the photo still on its way
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wait until the photos finish uploading, then save again.')).toBeTruthy();
  });

  it('sends two photos at a time and tries a photo again after the server says it is busy (429)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const sent = stubUploads();
      await openProduct();
      pick(
        photoFile('one.jpg', 'image/jpeg'),
        photoFile('two.jpg', 'image/jpeg'),
        photoFile('three.jpg', 'image/jpeg'),
      );
      expect(sent.map((s) => (s.body!.get('file') as File).name)).toEqual(['one.jpg', 'two.jpg']);
      expect(
        screen.getByRole('progressbar', { name: 'Uploading three.jpg' }).getAttribute('aria-valuetext'),
      ).toBe('Waiting to be sent');

      act(() => sent[0]!.answer(429, { success: false, code: 'RATE_LIMITED', message: 'Busy' }));
      // a busy server gets no more photos: the paused one keeps its place and tries again after the pause
      await act(() => vi.advanceTimersByTimeAsync(BUSY_RETRY_MS - 100));
      expect(sent).toHaveLength(2);
      expect(screen.queryByRole('alert')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(sent).toHaveLength(3));
      expect((sent[2]!.body!.get('file') as File).name).toBe('one.jpg');
      act(() => sent[1]!.answer(201, media('52')));
      await waitFor(() => expect(sent).toHaveLength(4));
      expect((sent[3]!.body!.get('file') as File).name).toBe('three.jpg');
      act(() => sent[2]!.answer(201, media('51')));
      act(() => sent[3]!.answer(201, media('53')));
      await waitFor(() => expect(photoNames()).toHaveLength(5));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's 415 on that photo, and refuses HEIC and a photo over 20 MB before sending", async () => {
    const sent = stubUploads();
    await openProduct();
    pick(
      photoFile('IMG_0042.HEIC', 'image/heic'),
      photoFile('huge.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1),
      photoFile('scan.png', 'image/png'),
    );
    expect(sent).toHaveLength(1);
    const [heic, huge] = within(screen.getByRole('list', { name: 'Photos being added' })).getAllByRole(
      'listitem',
    );
    expect(within(heic!).getByRole('alert').textContent).toBe(PHOTO_HEIC_MESSAGE);
    expect(PHOTO_HEIC_MESSAGE).toContain('share the photo as JPEG');
    expect(within(huge!).getByRole('alert').textContent).toBe(PHOTO_TOO_LARGE_MESSAGE);

    act(() =>
      sent[0]!.answer(415, {
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This file is not a photo we can use: upload a JPEG, PNG, WebP or AVIF photo',
      }),
    );
    const scan = (await screen.findByText('scan.png')).closest('li')!;
    // the refusal arrives a few promise turns after the answer
    expect((await within(scan).findByRole('alert')).textContent).toBe(
      'This file is not a photo we can use: upload a JPEG, PNG, WebP or AVIF photo',
    );
    expect(within(scan).queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(within(scan).getByRole('button', { name: 'Dismiss scan.png' }));
    expect(screen.queryByText('scan.png')).toBeNull();
    expect(photoNames()).toEqual(['/media/41.jpg', '/media/42.jpg']);
  });

  it('asks for alt text on a new photo, naming it, and sends the photos in their new order', async () => {
    const sent = stubUploads();
    const server = await openProduct();
    pick(photoFile('ring-side.jpg', 'image/jpeg'));
    act(() => sent[0]!.answer(201, media('51')));
    await waitFor(() => expect(photoNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Photo 3 \(ring-side\.jpg\) needs alt text\./)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText('Alt text, photo 3'), { target: { value: 'Ring from the side' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 left' }));
    expect(photoNames()).toEqual(['/media/41.jpg', 'ring-side.jpg', '/media/42.jpg']);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move photo 2 left'));
    expect(screen.queryByRole('button', { name: 'Make photo 1 featured' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 2 featured' }));
    expect(photoNames()).toEqual(['ring-side.jpg', '/media/41.jpg', '/media/42.jpg']);
    expect(screen.getAllByText('Featured photo')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      photos: [
        { id: '51', alt: 'Ring from the side' },
        { id: '41', alt: 'Ring from the front' },
      ],
    });
  });
});
