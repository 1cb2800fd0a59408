import { LRUCache } from 'lru-cache';
import { AppError } from './errors';

/** A budget that refills: `burst` at once, then `perSecond` more each second. */
export interface RateBudget {
  burst: number;
  perSecond: number;
}

export interface ConcurrencyLimits {
  /** at most this many tasks of one client address, running or waiting */
  perClient: number;
  /** at most this many run at once in the process */
  concurrent: number;
  /** at most this many wait for a place; one more is refused at once */
  queue: number;
  /** a task that has waited this long is refused */
  maxWaitMs: number;
  /**
   * How many tasks one address may start over time. Places alone do not bound a flood: a search ends in
   * milliseconds and the flood's next one takes its place, so the thread would still be the flood's.
   */
  perClientRate?: RateBudget;
  /** how many tasks the process starts over time, from all addresses together */
  totalRate?: RateBudget;
}

/** Addresses whose budgets are remembered; the least recently seen is forgotten past this (a full budget). */
const REMEMBERED_CLIENTS = 10_000;

class TokenBucket {
  private tokens: number;
  private at: number;
  constructor(
    private readonly budget: RateBudget,
    now: number,
  ) {
    this.tokens = budget.burst;
    this.at = now;
  }

  take(now: number): boolean {
    const refill = ((now - this.at) / 1000) * this.budget.perSecond;
    this.tokens = Math.min(this.budget.burst, this.tokens + Math.max(0, refill));
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
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
  private readonly clientBudgets = new LRUCache<string, TokenBucket>({ max: REMEMBERED_CLIENTS });
  private readonly totalBudget: TokenBucket | null;

  constructor(
    private readonly limits: ConcurrencyLimits,
    private readonly now: () => number = Date.now,
    private readonly messages = {
      perClient: 'Too many searches from your address; wait a moment and try again',
      busy: 'Search is busy; try again in a moment',
    },
  ) {
    this.totalBudget = limits.totalRate ? new TokenBucket(limits.totalRate, now()) : null;
  }

  run<T>(client: string, task: () => Promise<T>): Promise<T> {
    const mine = this.perClient.get(client) ?? 0;
    if (mine >= this.limits.perClient || !this.takeClientBudget(client))
      return Promise.reject(this.refusal('perClient'));
    if (this.running >= this.limits.concurrent && this.waiting.length >= this.limits.queue)
      return Promise.reject(this.refusal('busy'));
    if (this.totalBudget && !this.totalBudget.take(this.now())) return Promise.reject(this.refusal('busy'));
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

  private takeClientBudget(client: string): boolean {
    const rate = this.limits.perClientRate;
    if (!rate) return true;
    const now = this.now();
    let bucket = this.clientBudgets.get(client);
    if (!bucket) {
      bucket = new TokenBucket(rate, now);
      this.clientBudgets.set(client, bucket);
    }
    return bucket.take(now);
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
