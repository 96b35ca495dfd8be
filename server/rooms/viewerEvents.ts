// What each connection hears of the game's events, live and in log pages: the engine's eventsFor
// redacts a seat's secrets for everyone else. Platform lines (a bot playing for someone, a player
// back) are logged and sent the same way.
import type { Client } from '@colyseus/core';
import type { Viewer } from '../../shared/engine.js';
import { ErrorCode, ServerMessage, type EventsPayload, type PlatformEvent } from '../../shared/protocol.js';
import { LogRequest } from './eventHistory.js';
import type { RoomCore, RoomTypes } from './roomCore.js';

/** Each connection gets the events it may see (engine.eventsFor): one broadcast when nothing is
 * redacted for anyone, else one message per kind of viewer. */
export function sendEvents<T extends RoomTypes>(core: RoomCore<T>, payload: EventsPayload): void {
  const engine = core.adapter.engine;
  const byViewer = new Map<Viewer, EventsPayload>();
  const own = core.room.clients.map((client) => {
    const viewer = core.viewerOf(client);
    let message = byViewer.get(viewer);
    if (!message) {
      const events = engine.eventsFor(payload.events as never[], viewer) as EventsPayload['events'];
      byViewer.set(viewer, (message = events === payload.events ? payload : { ...payload, events }));
    }
    return { client, message };
  });
  if (own.every(({ message }) => message === payload)) core.room.broadcast(ServerMessage.events, payload);
  else for (const { client, message } of own) client.send(ServerMessage.events, message);
}

/**
 * A log line of the platform's own (who a bot plays for, and why), beside the game's events:
 * in the room's log, and sent like any events (no new action) so that a client's live log holds
 * what a reload or a late spectator would read.
 */
export function logPlatform<T extends RoomTypes>(core: RoomCore<T>, event: PlatformEvent): void {
  const seq = core.appendLog(event.seat, false, [event]);
  sendEvents(core, { seat: event.seat, auto: false, actionIndex: core.actionIndex, seq, events: [event] });
}

/** A page of the room's full log, as this connection may see it. */
export function answerLogRequest<T extends RoomTypes>(core: RoomCore<T>, client: Client, payload: unknown): void {
  const parsed = LogRequest.safeParse(payload);
  if (!parsed.success) return core.reject(client, ErrorCode.badMessage, 'log takes {after?, before?}: whole numbers');
  client.send(
    ServerMessage.logPage,
    core.history.page(parsed.data, (events) => core.adapter.engine.eventsFor(events as never[], core.viewerOf(client))),
  );
}
