import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T): void;
  /** React hook: the current value, re-rendering on change. */
  use(): T;
  /** Calls `listener` after every change; answers how to stop. */
  subscribe(listener: () => void): () => void;
}

/** A value outside React that components read and follow (session, preferences, current vehicle). */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  return {
    get,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, get),
    subscribe,
  };
}
