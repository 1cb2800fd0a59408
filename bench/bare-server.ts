// The baseline: a bare node:http server sending fixed bytes per path (the bytes our server sent).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const fixtures = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<
  string,
  { body: string; type: string }
>;
const bodies = new Map(
  Object.entries(fixtures).map(([path, f]) => [path, { body: Buffer.from(f.body), type: f.type }]),
);

const server = createServer((req, res) => {
  const hit = bodies.get(req.url ?? '');
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': hit.type, 'content-length': hit.body.length });
  res.end(hit.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
});
