/**
 * Sends being handled right now (stored, confirmed, pushed): a graceful shutdown waits for them before it closes
 * the database and Redis, so a message accepted before the drain is also pushed before the process exits.
 */
export class PendingWork {
  private readonly running = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const done = () => this.running.delete(work);
    work.then(done, done);
    return work;
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
