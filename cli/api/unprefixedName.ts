/** The name without the `Unstable_`/`Experimental_` marker (which the library's class names and slots interfaces omit). */
export function unprefixedName(name: string): string {
  return name.replace(/^(Unstable|unstable|Experimental|experimental)_/, '');
}
