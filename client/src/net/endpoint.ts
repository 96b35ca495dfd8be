// Where the game server is. In production the server serves this client, so it is the page's own
// origin; under `vite` (development) it is the same host on the server's port unless
// VITE_SERVER_URL says otherwise.
export function serverUrl(): string {
  const configured = import.meta.env.VITE_SERVER_URL as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  // MODE, not DEV: a production build stays same-origin whatever NODE_ENV the build ran under.
  if (import.meta.env.MODE === 'development') return `${location.protocol}//${location.hostname}:2567`;
  return location.origin;
}

/** HTTP API base: relative in production; in development the Vite dev server proxies `/api`. */
export function apiUrl(path: string): string {
  return path;
}
