import { describe, expect, it } from 'vitest';
import { createHostRegistry } from './overlay-host';

describe('createHostRegistry', () => {
  it('hosts on the earliest trigger still mounted', () => {
    const registry = createHostRegistry();
    const offHeader = registry.register('header');
    const offMenu = registry.register('menu');
    expect(registry.current()).toBe('header');
    offMenu();
    expect(registry.current()).toBe('header');
    const offMenuAgain = registry.register('menu');
    offHeader();
    expect(registry.current()).toBe('menu');
    offMenuAgain();
    expect(registry.current()).toBeNull();
  });
});
