// Colyseus's matchmaker imports PM2's monitoring agent (@pm2/io) to publish two gauges, and that
// import starts the whole agent: an inspector session, heap and event-loop sampling every second
// (a list of every open handle, 4,000 sockets at 1,000 rooms), a wrapper around HTTP, and its own
// uncaught-exception and unhandled-rejection handlers, which print to stderr beside our logs. This
// server publishes its own metrics (metrics.ts) and handles its own errors (http/requestScope.ts),
// so it takes the agent's place first, through the key the agent itself checks for an instance
// already loaded, with one that starts nothing. The matchmaker only registers its gauges (ccu,
// room count) and never reads them back; this server publishes the same counts itself (dh_connections, dh_rooms).
const AGENT = Symbol.for('@pm2/io');

/** Takes a gauge and publishes it nowhere; the gauge returned does nothing either. */
const quietAgent = { metric: () => ({ set() {}, val() {} }) };

const registry = globalThis as unknown as Record<symbol, unknown>;
registry[AGENT] ??= quietAgent;
