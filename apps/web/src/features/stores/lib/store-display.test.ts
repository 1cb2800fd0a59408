import { describe, expect, it } from 'vitest';
import { directionsUrl, distanceLabel, telHref } from './store-display';

describe('store display', () => {
  it('shows the distance in km with at most one decimal', () => {
    expect(distanceLabel(5.9)).toBe('5.9 km away');
    expect(distanceLabel(14)).toBe('14 km away');
    expect(distanceLabel(207.14)).toBe('207.1 km away');
    expect(distanceLabel(null)).toBeNull();
  });

  it('links directions to the coordinates and the phone to tel:', () => {
    expect(directionsUrl({ latitude: 28.4707, longitude: 77.0437 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=28.4707,77.0437',
    );
    expect(telHref('+91 124 431 3301')).toBe('tel:+911244313301');
  });
});
