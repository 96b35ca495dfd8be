// The load bench's lean client (`--client lean`): colyseus.js for matchmaking, joining, sending and
// leaving, as the `sdk` client, but what it does with each frame received is cut to what a bot
// that plays legal moves and times them needs. What the profile of 4,000 sdk clients showed, and
// what this changes:
// - every ROOM_DATA message was unpacked (msgpack) before dispatch, and our server broadcasts an
//   `events` message to every client after every action: only the types asked for (`keep`) are
//   unpacked now; the others are dropped after reading their type string;
// - every frame was copied from the socket's Buffer into a new ArrayBuffer (binaryType
//   'arraybuffer'), and copied again into a Uint8Array: the lean socket (netWebSocket.ts, in place
//   of ws) hands over a view of the bytes read;
// - every client reflected the server's schema into classes of its own at its join (4,000 copies
//   of the same classes, which also made the decoder's property accesses megamorphic): the
//   reflected classes are made once per handshake and every client decodes into instances of them;
// - the decoder built a change record per field decoded, for callbacks the bench does not use: the
//   lean decode loop (the library's, without them) decodes the same state and records nothing;
// - onStateChange's signal: one function per room, `changed`, called after each state frame.
// Each client still decodes its own frames into its own state (a seat's secrets reach it alone).
import { Decoder, Reflection, decode, type Schema } from '@colyseus/schema';
import type { Room, SchemaSerializer } from 'colyseus.js';

const ROOM_DATA = 13;
const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;
// @colyseus/schema 3's wire and decoder internals (build/esm/index.mjs), as its own decode loop uses them.
const SWITCH_TO_STRUCTURE = 255;
const DEFINITION_MISMATCH = -1;
const $decoder = '~decoder';
const $onDecodeEnd = '~onDecodeEnd';

/** A room of the lean client: `changed` is called after each full state or patch it decodes. */
export type LeanRoom = Room & { changed?: () => void };

type FieldDecoder = (decoder: Decoder, bytes: Buffer, it: { offset: number }, ref: unknown, changes: unknown) => unknown;
type Ref = Schema & { constructor: { [$decoder]: FieldDecoder }; [$onDecodeEnd]?: () => void };
interface DecoderInternals {
  state: Ref;
  currentRefId: number;
  root: { refs: Map<number, Ref>; garbageCollectDeletedRefs(): void };
  context: unknown;
  skipCurrentStructure(bytes: Buffer, it: { offset: number }, total: number): void;
}

/** Receives the decoder's change records and keeps none. */
const NO_CHANGES = { push: () => 0 };

/** Decoder.prototype.decode of @colyseus/schema 3.0.76 without the change records (and so
 * without triggerChanges, which only state callbacks use): the same state after each frame. */
function decodeInto(decoder: DecoderInternals, bytes: Buffer, it: { offset: number }): void {
  let ref = decoder.state;
  const refs = decoder.root.refs;
  const total = bytes.byteLength;
  let decodeField = ref.constructor[$decoder];
  decoder.currentRefId = 0;
  while (it.offset < total) {
    if (bytes[it.offset] === SWITCH_TO_STRUCTURE) {
      it.offset++;
      ref[$onDecodeEnd]?.();
      const refId = decode.number(bytes, it);
      const next = refs.get(refId);
      if (!next) {
        decoder.skipCurrentStructure(bytes, it, total);
      } else {
        ref = next;
        decodeField = ref.constructor[$decoder];
        decoder.currentRefId = refId;
      }
      continue;
    }
    if (decodeField(decoder as unknown as Decoder, bytes, it, ref, NO_CHANGES) === DEFINITION_MISMATCH) decoder.skipCurrentStructure(bytes, it, total);
  }
  ref[$onDecodeEnd]?.();
  decoder.root.garbageCollectDeletedRefs();
}

/**
 * Makes every colyseus.js Room of this process lean (see the header). `keep`: the message types
 * still unpacked and dispatched to onMessage handlers. The rooms' sockets must hand over Node
 * Buffers (bench/support/netWebSocket.ts does).
 */
export function leanRooms(sdk: { Room: typeof Room; SchemaSerializer: typeof SchemaSerializer }, keep: ReadonlySet<string>): void {
  const sdkCallback = (sdk.Room.prototype as unknown as { onMessageCallback(event: { data: unknown }): void }).onMessageCallback;
  (sdk.Room.prototype as unknown as { onMessageCallback(this: LeanRoom, event: { data: Buffer }): void }).onMessageCallback = function (event) {
    const bytes = event.data;
    const code = bytes[0];
    if (code === ROOM_STATE_PATCH || code === ROOM_STATE) {
      decodeInto((this.serializer as unknown as { decoder: DecoderInternals }).decoder, bytes, { offset: 1 });
      this.changed?.();
      return;
    }
    if (code === ROOM_DATA) {
      const it = { offset: 1 };
      // Only string types are ours (a number type is never kept).
      if (!decode.stringCheck(bytes, it) || !keep.has(decode.string(bytes, it))) return;
    }
    // Joins, errors, leaves and the messages kept: as the SDK does (it copies the bytes it reads).
    sdkCallback.call(this, event);
  };
  // The schema reflected once per distinct handshake; each client gets a Decoder of its own.
  const reflected = new Map<string, { Root: new () => Schema; context: unknown }>();
  (sdk.SchemaSerializer.prototype as unknown as { handshake(bytes: Uint8Array, it: { offset: number }): void }).handshake = function (
    this: { decoder: Decoder; state: Schema },
    bytes,
    it,
  ) {
    const key = Buffer.from(bytes.buffer, bytes.byteOffset + it.offset, bytes.byteLength - it.offset).toString('latin1');
    const known = reflected.get(key);
    if (known) {
      it.offset = bytes.byteLength;
      this.decoder = new Decoder(new known.Root(), known.context as ConstructorParameters<typeof Decoder>[1]);
    } else {
      this.decoder = Reflection.decode(bytes as Buffer, it);
      reflected.set(key, { Root: this.decoder.state.constructor as new () => Schema, context: this.decoder.context });
    }
    this.state = this.decoder.state;
  };
}
