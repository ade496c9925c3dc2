/**
 * The help centre's data layer: it loads the files the build generates (the search index, the
 * assistant's corpus) with the spec's retry policy (retry-policy.ts), and keeps them for the page's life.
 * - Data nobody reads for 5 minutes is dropped.
 * - One load per key at a time: a second reader of the same key gets the same load.
 *
 * Our own ~1 KB instead of TanStack Query: both files are fingerprinted and never change, so no
 * staleness, mutation or pagination is needed, and TanStack's 12 KB (brotli) was a fifth of the
 * bytes of a reader's first search (README, "How it is built").
 */
import { onComeBack, retries, retryDelay, sleep, whenOnline } from "./retry-policy";

export { retryDelay };

/** Unused data is dropped after this long. */
const gcTime = 5 * 60 * 1000;

/** What to load: a key naming the data, and how to load it. */
export interface Resource<T> {
  key: string;
  load: () => Promise<T>;
}

export interface ResourceState<T> {
  status: "idle" | "pending" | "success" | "error";
  data?: T;
  error?: unknown;
  /** Failed attempts of the current load (shown as "retrying…" before it gives up). */
  failureCount: number;
}

interface Entry {
  resource: Resource<unknown>;
  state: ResourceState<unknown>;
  loading?: Promise<unknown>;
  listeners: Set<() => void>;
  gcTimer?: ReturnType<typeof setTimeout>;
}

/** The state of what nothing has asked for yet. */
export const idleState: ResourceState<never> = { status: "idle", failureCount: 0 };

export class DataCache {
  private readonly entries = new Map<string, Entry>();
  private watching = false;

  /** The data of `resource`, loading it if nothing has; rejects once every retry has failed. */
  fetch<T>(resource: Resource<T>): Promise<T> {
    const entry = this.entry(resource);
    if (entry.state.status === "success") return Promise.resolve(entry.state.data as T);
    entry.loading ??= this.load(entry);
    this.collectLater(entry);
    return entry.loading as Promise<T>;
  }

  /** Starts loading `resource` ahead of its first reader; a failure waits for that reader. */
  prefetch(resource: Resource<unknown>): void {
    this.fetch(resource).catch(() => undefined);
  }

  /** Loads again a resource whose load failed (the reader's "Try again"). */
  retry(resource: Resource<unknown>): void {
    const entry = this.entry(resource);
    if (entry.state.status === "error") this.prefetch(resource);
  }

  /** The current state of `key`: a new object after each change, the same one otherwise. */
  state<T>(key: string): ResourceState<T> {
    return (this.entries.get(key)?.state ?? idleState) as ResourceState<T>;
  }

  /** Calls `listener` on each change of `resource`'s state; returns the unsubscribe function. */
  subscribe(resource: Resource<unknown>, listener: () => void): () => void {
    const entry = this.entry(resource);
    entry.listeners.add(listener);
    clearTimeout(entry.gcTimer);
    this.watchNetworkAndFocus();
    return () => {
      entry.listeners.delete(listener);
      this.collectLater(entry);
    };
  }

  private entry(resource: Resource<unknown>): Entry {
    let entry = this.entries.get(resource.key);
    if (!entry) {
      entry = { resource, state: idleState, listeners: new Set() };
      this.entries.set(resource.key, entry);
    }
    return entry;
  }

  private set(entry: Entry, change: Partial<ResourceState<unknown>>) {
    entry.state = { ...entry.state, ...change };
    for (const listener of entry.listeners) listener();
  }

  private async load(entry: Entry): Promise<unknown> {
    this.set(entry, { status: "pending", error: undefined, failureCount: 0 });
    try {
      for (let attempt = 0; ; attempt++) {
        await whenOnline();
        try {
          const data = await entry.resource.load();
          this.set(entry, { status: "success", data, error: undefined });
          return data;
        } catch (error) {
          if (attempt >= retries) {
            this.set(entry, { status: "error", error, failureCount: attempt + 1 });
            throw error;
          }
          this.set(entry, { failureCount: attempt + 1 });
          await sleep(retryDelay(attempt));
        }
      }
    } finally {
      entry.loading = undefined;
      this.collectLater(entry);
    }
  }

  /** Drops an entry nobody reads once `gcTime` has passed (never while it loads). */
  private collectLater(entry: Entry) {
    clearTimeout(entry.gcTimer);
    if (entry.listeners.size > 0) return;
    entry.gcTimer = setTimeout(() => {
      if (entry.listeners.size === 0 && !entry.loading) this.entries.delete(entry.resource.key);
    }, gcTime);
  }

  /** A load that gave up is tried again, for its readers, when the network or the tab comes back. */
  private watchNetworkAndFocus() {
    if (this.watching || typeof window === "undefined") return;
    this.watching = true;
    const again = () => {
      for (const entry of this.entries.values()) {
        if (entry.state.status === "error" && entry.listeners.size > 0) this.prefetch(entry.resource);
      }
    };
    onComeBack(again);
  }
}

/** The one cache of the page, shared by search and the assistant (they load the same index file). */
export const dataCache = new DataCache();
