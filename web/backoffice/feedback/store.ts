/**
 * The error entries of the global feedback layer (backoffice.md §8: "an error entry is recorded
 * that offers a retry action"), one per failed query or mutation, kept outside React so the
 * query caches can write them; components read them with useSyncExternalStore.
 */
export interface FeedbackEntry {
  /** `query:<hash>` or `mutation:<id>`: a query that fails again replaces its entry. */
  id: string;
  message: string;
  retry: () => void;
}

export class FeedbackStore {
  #entries: readonly FeedbackEntry[] = [];
  readonly #listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly FeedbackEntry[] => this.#entries;

  /** Records a failure; an entry with the same id keeps its place and takes the new message. */
  report(entry: FeedbackEntry): void {
    const index = this.#entries.findIndex((existing) => existing.id === entry.id);
    this.#set(index === -1 ? [...this.#entries, entry] : this.#entries.map((existing, i) => (i === index ? entry : existing)));
  }

  /** Removes an entry (dismissed, retried or succeeded); unknown ids change nothing. */
  remove(id: string): void {
    if (this.#entries.some((entry) => entry.id === id)) this.#set(this.#entries.filter((entry) => entry.id !== id));
  }

  /** The entry's retry, without the entry: a renewed failure records it again. */
  retry(id: string): void {
    const entry = this.#entries.find((candidate) => candidate.id === id);
    if (!entry) return;
    this.remove(id);
    entry.retry();
  }

  clear(): void {
    this.#set([]);
  }

  #set(entries: readonly FeedbackEntry[]): void {
    this.#entries = entries;
    for (const listener of this.#listeners) listener();
  }
}
