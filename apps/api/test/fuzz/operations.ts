import type { Access } from '../../src/plugins/access-control';
import type { JsonSchema } from './schema-values';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, with what the fuzzer fills in and breaks. */
export interface Operation {
  method: string;
  /** the document's path, e.g. /api/orders/{orderId} */
  path: string;
  access: Access;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  body: JsonSchema | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

/** Every operation the document lists, with who may call it as the app registered it. */
export function operationsOf(
  document: unknown,
  inventory: readonly { method: string; url: string; access: Access }[],
): Operation[] {
  const accessOf = new Map(inventory.map((r) => [`${r.method} ${r.url}`, r.access]));
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths ?? {})) {
    for (const [lower, operation] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      const routeUrl = path.replace(/\{([^}]+)\}/g, ':$1');
      const params = (where: string): Parameter[] =>
        (operation.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      operations.push({
        method,
        path,
        access: accessOf.get(`${method} ${routeUrl}`) ?? 'public',
        pathParams: params('path'),
        query: params('query'),
        headers: params('header'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}
