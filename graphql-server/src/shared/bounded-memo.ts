// A pure function of a string remembered for the keys seen lately: an address's limit key, a
// User-Agent's device facts, a header's negotiated answer. Forgotten all at once when full: the
// memory stays bounded, a hit costs one Map lookup (an LRU's bookkeeping would cost more than some
// of the work it saves), and the next requests refill it.

/** `compute`, remembered for up to `max` keys; `compute` never returns undefined. */
export function boundedMemo<V>(max: number, compute: (key: string) => V): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= max) known.clear();
      value = compute(key);
      known.set(key, value);
    }
    return value;
  };
}
