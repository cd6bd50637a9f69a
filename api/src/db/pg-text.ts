/**
 * PostgreSQL stores no NUL character in text or jsonb (it answers an error, and the row is lost). Text that comes
 * from outside as it was received (a webhook's body, its headers) is stored with each NUL written as the six
 * characters `\u0000`, in strings nested in arrays and objects too; everything else is kept as it is.
 */
export function pgSafe<T>(value: T): T {
  if (typeof value === 'string')
    return (value.includes('\u0000') ? value.replaceAll('\u0000', '\\u0000') : value) as T;
  if (Array.isArray(value)) return value.map((v) => pgSafe(v)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [pgSafe(k), pgSafe(v)])) as T;
  return value;
}
