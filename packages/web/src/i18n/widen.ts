/**
 * The shape a catalogue section's translation must have: the Indonesian section with every text
 * widened to `string` (and every function's result likewise). A translation missing a key, or
 * with a key the Indonesian lacks, does not compile.
 */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: infer A) => infer R
        ? (...args: A) => Widen<R>
        : T extends readonly [unknown, ...unknown[]]
          ? { readonly [K in keyof T]: Widen<T[K]> }
          : T extends readonly (infer E)[]
            ? readonly Widen<E>[]
            : T extends object
              ? { readonly [K in keyof T]: Widen<T[K]> }
              : T;
