/**
 * Objects the build holds for every page of a site whose fields are read from elsewhere (a spill file, the build
 * cache's summary of the page): a getter per field on the class's prototype, not on each object, so thousands of them
 * share one object layout, and a copy by spreading holds none of the fields. The type checker does not see getters
 * added so: the factories that make such objects give them the type they stand for.
 */

/** Gives the instances of `cls` a getter per field of `fields`, reading it from the record `recordOf` gives for the instance. */
export function readThroughGetters<T extends object, F extends PropertyKey>(
  cls: abstract new (...args: never[]) => T,
  fields: readonly F[],
  recordOf: (instance: T) => { readonly [K in F]?: unknown },
): void {
  for (const field of fields) {
    Object.defineProperty(cls.prototype, field, {
      get(this: T) {
        return recordOf(this)[field];
      },
    });
  }
}
