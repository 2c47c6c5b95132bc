/** An island's props travel to the browser as JSON: anything JSON would change or drop is refused, naming the prop. */

/** Why `value` cannot be sent as JSON, or null when it can; `at` names where it sits (`count`, `items[2].label`). */
export function unserialisableProp(value: unknown, at: string): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `prop "${at}" is ${value}, which JSON turns into null`;
  if (value === undefined) return null;
  if (typeof value === 'function') return `prop "${at}" is a function`;
  if (typeof value !== 'object') return `prop "${at}" is a ${typeof value}`;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const reason = item === undefined ? `prop "${at}[${index}]" is undefined, which JSON turns into null` : unserialisableProp(item, `${at}[${index}]`);
      if (reason) return reason;
    }
    return null;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return `prop "${at}" is a ${value.constructor?.name ?? 'class instance'}, not a plain object`;
  if ('$$typeof' in value) return `prop "${at}" is a React element`;
  for (const [key, item] of Object.entries(value)) {
    const reason = unserialisableProp(item, `${at}.${key}`);
    if (reason) return reason;
  }
  return null;
}

/** The props as JSON, or the reason one of them cannot be sent. */
export function serialiseIslandProps(props: Record<string, unknown>): { json: string } | { problem: string } {
  for (const [key, value] of Object.entries(props)) {
    const problem = unserialisableProp(value, key);
    if (problem) return { problem };
  }
  return { json: JSON.stringify(props) };
}
