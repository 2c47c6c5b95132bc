/** Upper-cases the first character (SPEC §5: the helper requires a string). */
export function capitalize(value: string): string {
  // Guarded at run time too: values reach it from content and plain-JS demos that the type checker never sees.
  if (typeof value !== 'string') {
    throw new Error('docsgen: capitalize(string) expects a string argument.');
  }
  return value.charAt(0).toUpperCase() + value.slice(1);
}
