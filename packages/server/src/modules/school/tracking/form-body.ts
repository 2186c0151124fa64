/**
 * A form body (`application/x-www-form-urlencoded`) as fields; the first of a repeated field
 * counts, as in Traccar. Built with `Object.fromEntries`, so a field named `__proto__` is a
 * field like any other.
 */
export function formFields(body: string): Record<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(body)) if (!fields.has(key)) fields.set(key, value);
  return Object.fromEntries(fields);
}
