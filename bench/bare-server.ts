// The baseline: a bare node:http server sending, per path, the response our server sent (the same body
// and the same headers; node:http adds date, connection and content-length as it does for ours).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Fixture } from './api-throughput';

const fixtures = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, Fixture>;
const responses = new Map(
  Object.entries(fixtures).map(([path, f]) => {
    const body = Buffer.from(f.body);
    return [path, { body, headers: [...f.headers.flat(), 'content-length', String(body.length)] }];
  }),
);

const server = createServer((req, res) => {
  const hit = responses.get(req.url ?? '');
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, hit.headers);
  res.end(hit.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
});
