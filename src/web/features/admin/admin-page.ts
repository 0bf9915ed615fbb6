/** One page of an admin list, as every paged admin endpoint answers. */
export interface AdminPage<T> {
  items: T[];
  total: number;
}

/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 50;

/** "?page=2&pageSize=50" plus any filters that are set. */
export function buildPageQuery(page: number, filters: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return `?${params.toString()}`;
}
