import pino from 'pino';

/**
 * Where the server's structured log lines go: stdout, written in batches off the request path. A
 * synchronous write per line (pino's default) cost a cached catalogue read more than routing it did;
 * here lines gather until 12 KiB or a quarter of a second has passed, then go out in one asynchronous
 * write. Whatever is still gathered when the process exits (a crash or a signal included) is written
 * synchronously on the way out.
 */
export function bufferedStdout() {
  return pino.destination({ dest: 1, sync: false, minLength: 12 * 1024, periodicFlush: 250 });
}
