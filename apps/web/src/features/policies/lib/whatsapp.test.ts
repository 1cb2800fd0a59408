import { describe, expect, it } from 'vitest';
import { whatsappHref } from './whatsapp';

describe('whatsappHref', () => {
  it('keeps a WhatsApp link as configured', () => {
    expect(whatsappHref('https://wa.me/919876543210')).toBe('https://wa.me/919876543210');
  });

  it('turns a phone number into a wa.me link', () => {
    expect(whatsappHref('+91 98765 43210')).toBe('https://wa.me/919876543210');
  });

  it('gives null when nothing usable is configured', () => {
    expect(whatsappHref('')).toBeNull();
    expect(whatsappHref(undefined)).toBeNull();
    expect(whatsappHref('javascript:alert(1)')).toBeNull();
  });
});
