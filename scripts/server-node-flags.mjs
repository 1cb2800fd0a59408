/**
 * The V8 settings the server runs with: `npm start`, the bench and the README's commands all use these.
 * The old space is capped (decision 15); within the cap it grows twice its live size before the next full
 * collection (decision 33), where V8's own rule for a heap capped under 256 MiB allows only 1.3 times.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=160', '--heap-growing-percent=100'];
