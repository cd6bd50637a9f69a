/** True for a path on this site ("/games"), false for another origin ("//evil.example", "https://..."). */
export function isInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** True for an http(s) address or a path on this site; refuses javascript: and data: URLs. */
export function isNavigableUrl(url: string): boolean {
  if (isInternalPath(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
