import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
}
interface Document {
  info: { description?: string; contact?: object };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let dist: string;
let doc: Document;

// With a storefront build, so the pages' routes (and their catch-all) are registered too.
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'svarna-web-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  t = await createTestApp({ webDist: dist, seed: false });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

describe('the OpenAPI document', () => {
  it('lists the API only: no pages, images, robots.txt or sitemap', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(paths.filter((path) => path.includes('{*}') || path.startsWith('/api/docs'))).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary, a description and a defined tag', () => {
    const defined = new Set((doc.tags ?? []).map((tag) => tag.name));
    const problems: string[] = [];
    const ids = new Map<string, string>();
    for (const { name, operation } of operations()) {
      const { operationId, summary, description, tags } = operation;
      if (!operationId) problems.push(`${name}: no operationId`);
      else if (ids.has(operationId))
        problems.push(`${name}: operationId ${operationId} of ${ids.get(operationId)}`);
      else ids.set(operationId, name);
      if (!summary?.trim()) problems.push(`${name}: no summary`);
      // add it to the route's schema, or to DESCRIPTIONS in src/plugins/openapi.ts
      if (!description?.trim()) problems.push(`${name}: no description`);
      if (!tags?.length) problems.push(`${name}: no tag`);
      for (const tag of tags ?? []) if (!defined.has(tag)) problems.push(`${name}: tag '${tag}' not defined`);
    }
    expect(problems).toEqual([]);
    for (const tag of doc.tags ?? []) expect(tag.description, tag.name).toBeTruthy();
  });

  it('says what the API is and who runs it', () => {
    expect(doc.info.description).toBeTruthy();
    expect(doc.info.contact).toBeTruthy();
  });
});
