// The operators' API (/api/admin, server/http/operatorApi.ts) as the operator page calls it. The
// token lives in this tab's sessionStorage only: it goes when the tab closes.
import { apiUrl } from '../../net/endpoint.js';

const TOKEN_KEY = 'dh.adminToken';

export function loadToken(): string {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveToken(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(TOKEN_KEY);
    else sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // storage disabled: the token lasts as long as the page
  }
}

export type { LivePlayer, LiveRoomReport as LiveRoom } from '../../../../shared/operator.js';

export interface Ban {
  address: string;
  until: string;
  reason: string;
}

export interface ChatReport {
  id: number;
  roomId: string;
  game: string;
  line: { id: number; seat: number | null; name: string; text: string; address: string | null };
  context: { id: number; seat: number | null; name: string; text: string }[];
  reporter: { seat: number | null; name: string; address: string };
  createdAt: string;
}

/** A refusal: 401 (the token), or the server's code and message. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The page at `/sN/admin` (nginx sends `/sN/…` to process N) talks to process N; at `/admin`, to whichever answers. */
const processPrefix = () => /^\/s\d+(?=\/admin)/.exec(location.pathname)?.[0] ?? '';

export async function adminCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(`${processPrefix()}/api/admin${path}`), {
    method,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (!response.ok) throw new AdminError(response.status, answer.code ?? 'error', answer.message ?? `${response.status}`);
  return answer as T;
}
