import type { Image } from '@svarna/contracts';
import { PHOTO_HEIC_MESSAGE } from '@svarna/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskImage } from '../testing/content-factories';
import { stubUploads } from '../testing/fake-upload';
import { SingleImageField } from './single-image-field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ initial = null }: { initial?: Image | null }) {
  const [image, setImage] = useState<Image | null>(initial);
  return <SingleImageField id="banner" label="Banner photo" optional image={image} onChange={setImage} />;
}

const pick = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('SingleImageField', () => {
  it('refuses a HEIC photo in the browser with the server’s words, sending nothing', () => {
    const sent = stubUploads();
    render(<Harness />);
    const input = screen.getByLabelText('Choose banner photo');
    pick(input, new File(['x'], 'IMG_1234.HEIC', { type: 'image/heic' }));
    expect(screen.getByText(PHOTO_HEIC_MESSAGE)).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toBe('banner-error');
    expect(sent).toEqual([]);
  });

  it('shows the upload’s progress, then the stored photo; Remove clears it', async () => {
    const sent = stubUploads();
    render(<Harness />);
    pick(
      screen.getByLabelText('Choose banner photo'),
      new File(['jpeg'], 'diya.jpg', { type: 'image/jpeg' }),
    );
    expect(sent[0]?.url).toBe('/api/admin/media');
    act(() => sent[0]?.progress(40, 100));
    expect(
      screen.getByRole('progressbar', { name: 'Sending banner photo' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    await act(async () => sent[0]?.answer(201, { success: true, media: deskImage('77', 'Diyas') }));
    expect((screen.getByRole('img', { name: 'Diyas' }) as HTMLImageElement).src).toContain(
      '/media/photos/77.jpg',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByText('No photo yet.')).toBeTruthy();
  });

  it('shows the server’s refusal (415) under the field and keeps the photo it had', async () => {
    const sent = stubUploads();
    render(<Harness initial={deskImage('40', 'Old banner')} />);
    pick(screen.getByLabelText('Replace banner photo'), new File(['png'], 'art.png', { type: 'image/png' }));
    await act(async () =>
      sent[0]?.answer(415, {
        success: false,
        message: 'This file is not a photo we can use',
        code: 'UNSUPPORTED',
      }),
    );
    expect(screen.getByText('This file is not a photo we can use')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Old banner' })).toBeTruthy();
  });
});
