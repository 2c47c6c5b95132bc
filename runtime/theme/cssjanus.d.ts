/** The one function of cssjanus we use: the package ships no types. */
declare module 'cssjanus' {
  const cssjanus: {
    /** The stylesheet mirrored for the other text direction (left ↔ right, four-value shorthands, radii, shadows, translations…). */
    transform(css: string): string;
  };
  export default cssjanus;
}
