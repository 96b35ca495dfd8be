// @colyseus/schema encodes into a buffer of Encoder.BUFFER_SIZE (8 KB by default). A full state
// larger than that is re-encoded into a bigger buffer, but the per-client StateView encoding
// (encodeAllView) still reads the room's original buffer, so a late joiner silently gets a truncated
// state and desyncs for good. A 4-player Dice Hospital state with its log is well under 16 KB
// (see test/server/sync.test.ts); 64 KB leaves a wide margin. Must run before any room exists.
import { Encoder } from '@colyseus/schema';

export const ENCODER_BUFFER_SIZE = 64 * 1024;

export function sizeEncoderBuffer(): void {
  if (Encoder.BUFFER_SIZE < ENCODER_BUFFER_SIZE) Encoder.BUFFER_SIZE = ENCODER_BUFFER_SIZE;
}
