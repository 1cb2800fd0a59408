import {
  BROKEN_AUTHORIZATION,
  brokenJson,
  CONTENT_TYPES,
  encodePart,
  HUGE,
  hostileUrlPart,
  hostileValue,
} from './hostile';
import type { Operation, Parameter } from './operations';
import type { Random } from './random';
import { type Hints, validValue } from './schema-values';

export type Role = 'none' | 'customer' | 'admin' | 'broken-token';

export interface FuzzCase {
  method: string;
  url: string;
  role: Role;
  headers: Record<string, string>;
  payload?: string;
  /** what was broken, for the failure message */
  mutation: string;
}

const ROLE_WEIGHTS: Record<Operation['access'], [Role, number][]> = {
  public: [
    ['none', 60],
    ['customer', 20],
    ['admin', 10],
    ['broken-token', 10],
  ],
  customer: [
    ['customer', 55],
    ['admin', 15],
    ['none', 15],
    ['broken-token', 15],
  ],
  admin: [
    ['admin', 60],
    ['customer', 15],
    ['none', 15],
    ['broken-token', 10],
  ],
};

function weighted<T>(random: Random, choices: [T, number][]): T {
  let roll = random.next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  return choices[0]![0];
}

type Path = (string | number)[];

/** Every place inside a JSON value a mutation can hit: each property and array element, at any depth. */
function pathsIn(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => [[...prefix, i], ...pathsIn(item, [...prefix, i])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsIn(item, [...prefix, key]),
    ]);
  }
  return [];
}

function setAt(
  root: unknown,
  path: Path,
  update: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  update(node, path.at(-1)!);
}

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : String(value));

/**
 * One request for an operation: built valid from its schemas, then (mostly) broken in one place.
 * The same Random state always gives the same request.
 */
export function buildCase(operation: Operation, random: Random, hints: Hints): FuzzCase {
  const role = weighted(random, ROLE_WEIGHTS[operation.access]);
  const mutations: [string, number][] = [
    ['valid', 4],
    ['header', 2],
    ['method', 2],
  ];
  if (operation.pathParams.length) mutations.push(['path', 14]);
  if (operation.query.length) mutations.push(['query-value', 12], ['query-missing', 3], ['query-repeat', 3]);
  mutations.push(['query-unknown', 2], ['query-raw', 3]);
  if (operation.body) {
    mutations.push(
      ['body-field', 22],
      ['body-missing', 8],
      ['body-extra', 6],
      ['body-type', 6],
      ['body-json', 8],
      ['content-type', 8],
      ['no-content-type', 4],
      ['huge', 4],
      ['deep', 3],
    );
  } else if (operation.method !== 'GET') mutations.push(['stray-body', 6]);
  else mutations.push(['stray-body', 1]);
  const mutation = weighted(random, mutations);

  let path = operation.path;
  for (const param of operation.pathParams) {
    const value = asString(validValue(param.schema, random, hints, param.name));
    path = path.replace(`{${param.name}}`, param.name === '*' ? value : encodePart(value));
  }
  if (mutation === 'path') {
    const param = random.pick(operation.pathParams);
    const part = hostileUrlPart(random);
    // rebuild from the pattern so only this parameter is hostile
    path = operation.path;
    for (const other of operation.pathParams) {
      const text =
        other === param
          ? part.raw
            ? part.text
            : encodePart(part.text)
          : encodePart(asString(validValue(other.schema, random, hints, other.name)));
      path = path.replace(`{${other.name}}`, text);
    }
  }

  const query: string[] = [];
  const queryValue = (param: Parameter) =>
    encodePart(asString(validValue(param.schema, random, hints, param.name)));
  const droppable = operation.query.filter((q) => q.required);
  const dropped = mutation === 'query-missing' && droppable.length ? random.pick(droppable) : null;
  const broken = mutation === 'query-value' ? random.pick(operation.query) : null;
  for (const param of operation.query) {
    if (param === dropped) continue;
    if (param === broken) {
      const part = hostileUrlPart(random);
      query.push(`${encodePart(param.name)}=${part.raw ? part.text : encodePart(part.text)}`);
    } else if (param.required || random.chance(0.5))
      query.push(`${encodePart(param.name)}=${queryValue(param)}`);
  }
  if (mutation === 'query-repeat' && operation.query.length) {
    const param = random.pick(operation.query);
    query.push(`${param.name}=${queryValue(param)}`, `${param.name}=${queryValue(param)}`);
  }
  if (mutation === 'query-unknown')
    query.push(`${random.pick(['x', '__proto__', 'a[b]', 'constructor', ''])}=1`);
  if (mutation === 'query-raw') query.push(hostileUrlPart(random).text.replaceAll('#', '%23'));

  const headers: Record<string, string> = {};
  if (role === 'broken-token') headers.authorization = random.pick(BROKEN_AUTHORIZATION);
  for (const param of operation.headers)
    headers[param.name] = asString(validValue(param.schema, random, hints, param.name));
  if (mutation === 'header') {
    const target = random.pick([
      ...operation.headers.map((h) => h.name),
      'x-request-id',
      'accept',
      'cookie',
      'x-forwarded-for',
    ]);
    const roll = random.int(0, 2);
    if (roll === 0) delete headers[target];
    else
      headers[target] =
        roll === 1
          ? 'x'.repeat(random.pick([1, 300, 8_000]))
          : random.pick(['', ' ', '\u00ff', '0', '-1', '*/*;q=x']);
  }

  let method = operation.method;
  if (mutation === 'method')
    method = random.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => m !== method));

  let payload: string | undefined;
  let body: unknown = operation.body ? validValue(operation.body, random, hints) : undefined;
  if (operation.body) {
    const places = pathsIn(body);
    if (mutation === 'body-field' && places.length) {
      setAt(body, random.pick(places), (parent, key) => {
        parent[key] = hostileValue(random);
      });
    } else if (mutation === 'body-field' || mutation === 'body-type') {
      body = random.pick<unknown>([[], [body], 'text', 42, null, true, [[body]]]);
    } else if (mutation === 'body-missing' && places.length) {
      setAt(body, random.pick(places), (parent, key) => {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
      });
    } else if (mutation === 'body-missing') body = undefined;
    else if (mutation === 'body-extra') {
      const objects = [[], ...places].filter((place) => {
        let node = body as Record<string | number, unknown>;
        for (const key of place) node = node?.[key] as Record<string | number, unknown>;
        return node && typeof node === 'object' && !Array.isArray(node);
      });
      setAt(
        body,
        [...random.pick(objects), random.pick(['extra', 'role', 'isAdmin', 'price', 'userId', '__proto__'])],
        (parent, key) => {
          Object.defineProperty(parent, key, {
            value: hostileValue(random),
            enumerable: true,
            writable: true,
          });
        },
      );
    } else if (mutation === 'huge' && places.length) {
      setAt(body, random.pick(places), (parent, key) => {
        parent[key] = random.chance(0.5) ? HUGE : HUGE.slice(0, 99 * 1024);
      });
    } else if (mutation === 'deep')
      body = random.chance(0.5)
        ? deepObject(random.pick([64, 500, 2_000]))
        : { ...(body as object), nested: deepObject(300) };
    payload = body === undefined ? undefined : JSON.stringify(body);
    if (mutation === 'body-json') payload = brokenJson(payload ?? '{}', random);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (mutation === 'content-type') {
      headers['content-type'] = random.pick(CONTENT_TYPES);
      if (headers['content-type'].includes('urlencoded')) payload = 'phone=9876543210&items[0][product]=1';
    }
    if (mutation === 'no-content-type') delete headers['content-type'];
  } else if (mutation === 'stray-body') {
    payload = random.pick(['{}', '{"a":1}', 'garbage', brokenJson('{}', random), '[]']);
    headers['content-type'] = random.pick(['application/json', 'text/plain', ...CONTENT_TYPES]);
  }

  const url = query.length ? `${path}?${query.join('&')}` : path;
  return { method, url, role, headers, payload, mutation };
}
