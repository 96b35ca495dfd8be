// The parts of one room, made and wired together: each gets the core, and the core's `steps`
// lead to the part that does each thing. GameRoom makes them once it knows its game and services.
import type { Client, Deferred } from '@colyseus/core';
import type { RoomServices } from './adapter.js';
import { ActionPipeline } from './actionPipeline.js';
import { AdmissionDesk } from './admission.js';
import { GameLifecycle } from './gameLifecycle.js';
import { MessageScreen } from './messageScreen.js';
import type { PatchOnChange } from './patching.js';
import { RoomCore, type AdapterOf, type Role, type RoomHandle, type RoomTypes } from './roomCore.js';
import { RoomListing } from './roomListing.js';
import { RoomModeration } from './roomModeration.js';
import { SeatFlow } from './seatFlow.js';
import { StandIns } from './standIns.js';
import { TableTalk } from './tableTalk.js';

export interface RoomParts<T extends RoomTypes> {
  core: RoomCore<T>;
  desk: AdmissionDesk<T>;
  pipeline: ActionPipeline<T>;
  lifecycle: GameLifecycle<T>;
  seatFlow: SeatFlow<T>;
  standIns: StandIns<T>;
  listing: RoomListing<T>;
  screen: MessageScreen<T>;
  talk: TableTalk<T>;
  moderation: RoomModeration<T>;
}

export function makeRoomParts<T extends RoomTypes>(
  handle: RoomHandle<T['root']>,
  adapter: AdapterOf<T>,
  services: RoomServices,
  patches: PatchOnChange,
  allowReconnection: (client: Client<Role>, seconds: number) => Deferred<Client>,
): RoomParts<T> {
  const core = new RoomCore<T>(handle, adapter, services);
  core.logger = services.logger.child({ roomId: handle.roomId, room: handle.roomName });
  const listing = new RoomListing(core);
  const desk = new AdmissionDesk(core, () => listing.claimedSeats());
  const standIns = new StandIns(core);
  const lifecycle = new GameLifecycle(core);
  const pipeline = new ActionPipeline(core, (seat) => {
    const record = core.seats.at(seat);
    if (record) standIns.playerActs(record, seat);
  });
  const seatFlow = new SeatFlow(
    core,
    allowReconnection,
    () => lifecycle.startIfFull(),
    () => lifecycle.startGame(null),
  );
  const talk = new TableTalk(core, desk.addresses);
  const moderation = new RoomModeration(core, desk.addresses);
  core.steps = {
    commit: (seat, input, auto, client) => pipeline.commit(seat, input, auto, client),
    finish: () => lifecycle.finish(),
    scheduleBots: () => standIns.scheduleBots(),
    refreshClocks: () => standIns.refreshClocks(),
    stopClocks: () => standIns.clocks.stopAll(),
    lobbyChanged: () => listing.lobbyChanged(),
    refreshListing: () => listing.refresh(),
    updateMetadata: () => listing.updateMetadata(),
    saveLobby: () => listing.saveLobby(),
    lobbySaved: () => listing.saves,
    seatGone: (record, reason) => seatFlow.seatGone(record, reason),
    attachPlayer: (client, record) => seatFlow.attachPlayer(client, record),
    welcome: (client) => {
      talk.welcome(client);
      moderation.welcome(client);
    },
    patchNow: () => patches.now(),
    patchSoon: () => patches.soon(),
    holdPatches: () => patches.hold(),
  };
  return { core, desk, pipeline, lifecycle, seatFlow, standIns, listing, screen: new MessageScreen(core), talk, moderation };
}
