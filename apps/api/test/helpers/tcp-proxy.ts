import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * How the proxy fails: `refuse` is a database that went away (its connections reset, new ones refused);
 * `blackhole` is a network that stalls (connections stay open, nothing gets through either way).
 */
export type Cut = 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  /** the target's URL with the proxy's address in its place */
  urlFor(url: string): string;
  cut(how: Cut): Promise<void>;
  /** forwards again; connections held in a blackhole are reset, as a peer that forgot them would */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy in front of host:port that a test can cut and restore. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  let state: 'open' | Cut = 'open';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server: Server = createServer((client) => {
    track(client);
    if (state !== 'open') return; // held open, never answered
    const upstream = connect(port, host);
    track(upstream);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (state === 'open') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as { port: number }).port);
      });
    });
  const proxyPort = await listen(0);
  const resetAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  return {
    port: proxyPort,
    urlFor(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(proxyPort);
      return u.toString();
    },
    async cut(how) {
      state = how;
      if (how === 'refuse') {
        resetAll();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
    async restore() {
      const was = state;
      if (was === 'blackhole') resetAll();
      state = 'open';
      if (was === 'refuse') await listen(proxyPort);
    },
    async close() {
      state = 'refuse';
      resetAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
