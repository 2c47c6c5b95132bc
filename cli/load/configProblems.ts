/** Checks a config against its schema and words each failure for the author: the key, what is wrong, and the fix. */
import { z } from 'zod';

/** Keys and list indexes from the top of the config, e.g. `['products', 1, 'versions', 0, 'href']`. */
export type ConfigPath = readonly PropertyKey[];

export interface ConfigProblem {
  /** The key the problem is about; for a missing key, the key that should be there. */
  path: ConfigPath;
  message: string;
}

export type ConfigCheck<T> = { ok: true; config: T } | { ok: false; problems: ConfigProblem[] };

/** `products[1].versions[0].href`, as the author would point at it. */
export function dottedPath(path: ConfigPath): string {
  return path.reduce<string>(
    (text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${String(segment)}` : String(segment)),
    '',
  );
}

/** The value at `path` in `value`, or undefined when some step of the way is missing. */
function valueAt(value: unknown, path: ConfigPath): unknown {
  let here = value;
  for (const segment of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<PropertyKey, unknown>)[segment];
  }
  return here;
}

/** The object schema that checks the value at `path`, looking through optional, default and list wrappers. */
function objectSchemaAt(schema: z.ZodType, path: ConfigPath): z.ZodObject | undefined {
  let here: z.ZodType | undefined = schema;
  for (let i = 0; here; i += 1) {
    while (here instanceof z.ZodOptional || here instanceof z.ZodDefault) here = here.unwrap() as z.ZodType;
    // Of a value that may be a name or an object, the object's keys.
    if (here instanceof z.ZodUnion) here = (here.options as z.ZodType[]).find((option) => option instanceof z.ZodObject);
    if (i === path.length) return here instanceof z.ZodObject ? here : undefined;
    if (here instanceof z.ZodObject) here = here.shape[path[i] as string] as z.ZodType | undefined;
    else if (here instanceof z.ZodArray) here = here.element as z.ZodType;
    else return undefined;
  }
  return undefined;
}

/** What is wrong with the value a type check rejected, where the schema left it to Zod's wording. */
function typeMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.expected === 'object') return 'must be an object';
  if (issue.code === 'invalid_type' && issue.expected === 'array') return 'must be a list';
  return issue.message;
}

/** Whether a union branch's only issue says the value is not of its kind at all, rather than what is wrong inside it. */
function rejectsTheKind(branch: readonly z.core.$ZodIssue[]): boolean {
  return branch.length === 1 && branch[0].path.length === 0 && (branch[0].code === 'invalid_type' || branch[0].code === 'invalid_value');
}

/** One problem per Zod issue, and one per unknown key. */
function problemsOf(issue: z.core.$ZodIssue, input: unknown, schema: z.ZodType): ConfigProblem[] {
  const path = issue.path;
  if (issue.code === 'invalid_union') {
    // A value of one branch's kind (an object where a name or an object may stand) is worded by that branch.
    const fitting = issue.errors.filter((branch) => !rejectsTheKind(branch));
    if (fitting.length === 1) return fitting[0].flatMap((inner) => problemsOf({ ...inner, path: [...path, ...inner.path] }, input, schema));
  }
  const where = dottedPath(path) || 'config';
  if (issue.code === 'unrecognized_keys') {
    const known = Object.keys(objectSchemaAt(schema, path)?.shape ?? {}).join(', ');
    return issue.keys.map((key) => ({
      path: [...path, key],
      message: `unknown key "${dottedPath([...path, key])}"; known keys here: ${known}`,
    }));
  }
  const parent = valueAt(input, path.slice(0, -1));
  const key = path.at(-1);
  if (key !== undefined && parent !== null && typeof parent === 'object' && !(key in parent)) {
    return [{ path, message: `${dottedPath(path.slice(0, -1)) || 'config'} is missing the required key "${String(key)}"` }];
  }
  return [{ path, message: path.length ? `"${where}" ${typeMessage(issue)}` : `config ${typeMessage(issue)}` }];
}

/** The config `schema` makes of `value` (its defaults filled in), or every problem with it. */
export function checkConfig<S extends z.ZodType>(schema: S, value: unknown): ConfigCheck<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, config: result.data };
  return { ok: false, problems: result.error.issues.flatMap((issue) => problemsOf(issue, value, schema)) };
}
