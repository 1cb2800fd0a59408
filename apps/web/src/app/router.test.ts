import { storefrontRoutes } from '@svarna/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { createRoutes } from './router';

const routes = createRoutes(createQueryClient());

function patternsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`) : parent;
    const here = route.path || route.index ? [own || '/'] : [];
    return [...here, ...patternsOf(route.children ?? [], own === '/' ? '' : own)];
  });
}

describe('router', () => {
  it('registers every storefront page of the shared route list, once', () => {
    const registered = patternsOf(routes).filter((p) => p !== '/*');
    const expected = Object.values(storefrontRoutes);
    for (const pattern of expected) expect(registered).toContain(pattern);
    const pages = registered.filter((p) => p !== '/');
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('takes every path pattern from the shared route list', () => {
    for (const [name, pattern] of Object.entries(storefrontRoutes))
      expect(paths[name as keyof typeof paths].pattern).toBe(pattern);
  });
});
