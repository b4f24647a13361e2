export interface RetryQueueOptions<T> {
  /** Does the work once; a rejection (or a throw) is a failed attempt. */
  send(job: T): Promise<void>;
  /** Waits before each retry, in ms: [1000, 5000, 30000] = at most 4 attempts. */
  retryDelaysMs: readonly number[];
  /** Jobs waiting or in flight beyond which push() refuses new ones (memory stays bounded). */
  maxPending: number;
  onSent?(job: T, attempts: number): void;
  onAttemptFailed?(job: T, attempt: number, error: unknown, willRetry: boolean): void;
  onGaveUp?(job: T, attempts: number, error: unknown): void;
}

/**
 * An in-process queue that runs each job in the background and retries it with back-off.
 * push() never throws and never waits: the caller (a request) carries on at once. Jobs do not
 * wait behind one another; each follows its own schedule. Nothing survives a restart: this is
 * for best-effort side effects (a notification), not for data.
 */
export class RetryQueue<T> {
  private readonly timers = new Set<NodeJS.Timeout>();
  private inFlight = 0;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: RetryQueueOptions<T>) {}

  /** Jobs scheduled or being sent. */
  get pending(): number {
    return this.timers.size + this.inFlight;
  }

  /** Schedules a first attempt on the next turn of the event loop; false when full or stopped. */
  push(job: T): boolean {
    if (this.stopped || this.pending >= this.options.maxPending) return false;
    this.schedule(job, 1, 0);
    return true;
  }

  /**
   * Stops the queue: no new job, no further attempt. Returns how many scheduled jobs were
   * dropped (attempts already in flight finish, and count as sent or failed).
   */
  stop(): number {
    this.stopped = true;
    const dropped = this.timers.size;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.settleIdle();
    return dropped;
  }

  /** Resolves once nothing is scheduled or in flight (tests, shutdown). */
  whenIdle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private schedule(job: T, attempt: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(job, attempt);
    }, delayMs);
    // A waiting retry must not keep a stopping process (or a test run) alive.
    timer.unref();
    this.timers.add(timer);
  }

  private async attempt(job: T, attempt: number): Promise<void> {
    this.inFlight++;
    try {
      await Promise.resolve().then(() => this.options.send(job));
      safely(() => this.options.onSent?.(job, attempt));
    } catch (error) {
      const delay = this.options.retryDelaysMs[attempt - 1];
      const willRetry = !this.stopped && delay !== undefined;
      safely(() => this.options.onAttemptFailed?.(job, attempt, error, willRetry));
      if (willRetry) this.schedule(job, attempt + 1, delay);
      else safely(() => this.options.onGaveUp?.(job, attempt, error));
    } finally {
      this.inFlight--;
      this.settleIdle();
    }
  }

  private settleIdle(): void {
    if (this.pending > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

/** A callback's own bug must not break the queue's bookkeeping. */
function safely(callback: () => void): void {
  try {
    callback();
  } catch {
    // Deliberately ignored: callbacks only log and count.
  }
}
