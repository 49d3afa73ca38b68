/**
 * Sets `key` as the newest entry of `map` and, beyond `max` entries, forgets the oldest: Maps
 * iterate in insertion order, so the first key is the one set longest ago. The in-memory caches
 * (tokens, principals, reads) are bounded this one way.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
  return value;
}
