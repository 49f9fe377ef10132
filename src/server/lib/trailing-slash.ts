/**
 * "/terms/?a=1" is "/terms?a=1": one address per page. Null when the path has no trailing slash,
 * or when what is left would leave the site ("//host" and "/\\host" are other sites to a browser).
 */
export function pathWithoutTrailingSlash(url: string): string | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === pathname || trimmed === '' || /^\/[/\\]/.test(trimmed)) return null;
  return trimmed + (queryAt === -1 ? '' : url.slice(queryAt));
}
