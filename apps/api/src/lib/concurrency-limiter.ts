import { AppError } from './errors';

export interface ConcurrencyLimits {
  /** at most this many tasks of one client address, running or waiting */
  perClient: number;
  /** at most this many run at once in the process */
  concurrent: number;
  /** at most this many wait for a place; one more is refused at once */
  queue: number;
  /** a task that has waited this long is refused */
  maxWaitMs: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs expensive work (a search that reaches the database) a few at a time: per client address and in
 * all, with a short, bounded queue. What does not fit is refused with a 429 and a Retry-After, so one
 * client cannot fill the database's single thread (PGlite) and slow every other request. Only work that
 * misses the cache comes here; cached answers never wait on it.
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** tasks per client address, running or waiting; an address leaves the map with its last task */
  private readonly perClient = new Map<string, number>();

  constructor(
    private readonly limits: ConcurrencyLimits,
    private readonly messages = {
      perClient: 'Too many searches at once from your address; wait for one to finish and try again',
      busy: 'Search is busy; try again in a moment',
    },
  ) {}

  run<T>(client: string, task: () => Promise<T>): Promise<T> {
    const mine = this.perClient.get(client) ?? 0;
    if (mine >= this.limits.perClient) return Promise.reject(this.refusal('perClient'));
    if (this.running >= this.limits.concurrent && this.waiting.length >= this.limits.queue)
      return Promise.reject(this.refusal('busy'));
    this.perClient.set(client, mine + 1);
    const done = () => {
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    };
    const started = this.running < this.limits.concurrent ? this.start() : this.wait();
    return started.then(
      () =>
        task().finally(() => {
          done();
          this.finish();
        }),
      (error: unknown) => {
        done();
        throw error;
      },
    );
  }

  /** How many run and how many wait (for tests and the bench). */
  get load() {
    return { running: this.running, waiting: this.waiting.length, clients: this.perClient.size };
  }

  /**
   * Takes a place, then lets the event loop read what else has arrived before the task runs. On PGlite a
   * search runs its statements on this thread and resolves in microtasks alone: started at once, it
   * would finish before the next request was read, so a flood would never be seen as more than one at
   * a time, yet take the thread from everyone else request after request.
   */
  private start(): Promise<void> {
    this.running += 1;
    return new Promise((resolve) => setImmediate(resolve));
  }

  private wait(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.running += 1;
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(this.refusal('busy'));
        }, this.limits.maxWaitMs),
      };
      waiter.timer.unref();
      this.waiting.push(waiter);
    });
  }

  private finish() {
    this.running -= 1;
    this.waiting.shift()?.start();
  }

  private refusal(kind: 'perClient' | 'busy') {
    return new AppError(429, 'RATE_LIMITED', this.messages[kind], undefined, {
      retryAfter: kind === 'perClient' ? 1 : 2,
    });
  }
}
