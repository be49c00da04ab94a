import { firstValueFrom } from 'rxjs';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';

export const MY_LISTINGS_PATH = '/api/oglasi/my-listings';

/** docs/product/accounts.md "My-listings response: has an active list" — read as `active`, or `data.active`. */
export function hasActiveListingIn(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const record = body as { active?: unknown; data?: unknown };
  const data = record.data !== null && typeof record.data === 'object' ? (record.data as { active?: unknown }) : null;
  const active = record.active ?? data?.active;
  return Array.isArray(active) && active.length > 0;
}

/** docs/product/accounts.md task 2: at least one active listing. A failed check is logged and counts as none (silent handling). */
export async function hasActiveListing(deps: { http: HttpPort; logger: LoggerPort }, token: string | null): Promise<boolean> {
  try {
    const body = await firstValueFrom(deps.http.request({ path: MY_LISTINGS_PATH, credentials: true, token }));
    return hasActiveListingIn(body);
  } catch (error) {
    deps.logger.warn('my-listings check failed', error);
    return false;
  }
}
