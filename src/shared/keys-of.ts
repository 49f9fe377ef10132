/**
 * The keys of a constant map (each value with its label, colours…), as the non-empty tuple
 * `z.enum` takes: the map stays the one list of values.
 */
export const keysOf = <K extends string>(map: Record<K, unknown>) =>
  Object.keys(map) as [K, ...K[]];
