// The lean load client's WebSocket (`--client lean`): the part of the browser's WebSocket that
// colyseus.js uses (onopen, onmessage, onclose, onerror, send, close, readyState), straight over a
// `net` socket. The profile of 4,000 lean clients on `ws` showed its own layers around each frame:
// a Writable stream that parses, event wrappers per message, a fresh mask drawn per frame sent, a
// timer per close. Here one 'data' handler cuts the frames out of what the socket read and hands
// each to `onmessage` as a view of that read (no copy), pings are answered in place, and a frame
// sent is one buffer written. It speaks RFC 6455 as a client does: frames sent are masked, frames
// received are not, no extension is offered (our server enables none).
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

const OP_CONTINUATION = 0x0;
const OP_TEXT = 0x1;
const OP_BINARY = 0x2;
const OP_CLOSE = 0x8;
const OP_PING = 0x9;
const OP_PONG = 0xa;

/** The GUID RFC 6455 appends to the client's key to make the server's accept. */
const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** A server's reply to the upgrade larger than this is not a WebSocket server's. */
const MAX_HEAD = 16 * 1024;
/** Frames larger than this are refused (the server's own limit is 64 KB). */
const MAX_FRAME = 16 * 1024 * 1024;

/** Random bytes for the masks, drawn 4 KB at a time (a draw per frame costs a call into OpenSSL). */
let maskPool = randomBytes(4096);
let maskAt = 0;
function nextMask(): Buffer {
  if (maskAt + 4 > maskPool.length) {
    maskPool = randomBytes(4096);
    maskAt = 0;
  }
  maskAt += 4;
  return maskPool.subarray(maskAt - 4, maskAt);
}

/** A client frame: header, mask, masked payload, in one buffer. */
function frame(opcode: number, payload: Uint8Array): Buffer {
  const length = payload.byteLength;
  const lengthBytes = length < 126 ? 0 : length < 65536 ? 2 : 8;
  const head = 2 + lengthBytes;
  const out = Buffer.allocUnsafe(head + 4 + length);
  out[0] = 0x80 | opcode;
  if (lengthBytes === 0) out[1] = 0x80 | length;
  else if (lengthBytes === 2) {
    out[1] = 0x80 | 126;
    out.writeUInt16BE(length, 2);
  } else {
    out[1] = 0x80 | 127;
    out.writeBigUInt64BE(BigInt(length), 2);
  }
  const mask = nextMask();
  out[head] = mask[0]!;
  out[head + 1] = mask[1]!;
  out[head + 2] = mask[2]!;
  out[head + 3] = mask[3]!;
  const body = head + 4;
  for (let i = 0; i < length; i++) out[body + i] = payload[i]! ^ mask[i & 3]!;
  return out;
}

export interface MessageEventLike {
  data: Buffer;
}
export interface CloseEventLike {
  code: number;
  reason: string;
}

/** A WebSocket client connection, as colyseus.js's transport drives one. */
export class NetWebSocket {
  static readonly CONNECTING = CONNECTING;
  static readonly OPEN = OPEN;
  static readonly CLOSING = CLOSING;
  static readonly CLOSED = CLOSED;

  readyState = CONNECTING;
  /** Always Buffers: colyseus.js's setting is accepted and has no effect. */
  binaryType = 'nodebuffer';
  onopen: ((event: object) => void) | null = null;
  onmessage: ((event: MessageEventLike) => void) | null = null;
  onclose: ((event: CloseEventLike) => void) | null = null;
  onerror: ((event: { error: Error; message: string }) => void) | null = null;

  readonly url: string;
  private readonly socket: net.Socket;
  private readonly key = randomBytes(16).toString('base64');
  /** Bytes read and not yet a whole frame (or, before the upgrade, a whole head). */
  private pending: Buffer | null = null;
  /** The parts of a fragmented message so far. */
  private fragments: Buffer[] | null = null;
  private closeSent = false;
  private closeEvent: CloseEventLike = { code: 1006, reason: '' };

  constructor(url: string | URL, _options?: unknown) {
    const at = new URL(String(url));
    if (at.protocol !== 'ws:') throw new Error(`NetWebSocket speaks ws:// only, not ${at.protocol}`);
    this.url = at.href;
    const port = Number(at.port || 80);
    this.socket = net.connect({ host: at.hostname, port, noDelay: true });
    this.socket.on('connect', () => {
      this.socket.write(
        `GET ${at.pathname}${at.search} HTTP/1.1\r\nHost: ${at.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${this.key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    this.socket.on('data', (chunk: Buffer) => (this.readyState === CONNECTING ? this.upgrade(chunk) : this.frames(chunk)));
    this.socket.on('error', (error) => this.onerror?.({ error, message: error.message }));
    this.socket.on('close', () => {
      if (this.readyState === CLOSED) return;
      this.readyState = CLOSED;
      this.onclose?.(this.closeEvent);
    });
  }

  send(data: Uint8Array | string): void {
    if (this.readyState !== OPEN) return;
    this.socket.write(typeof data === 'string' ? frame(OP_TEXT, Buffer.from(data)) : frame(OP_BINARY, data));
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === CLOSED) return;
    if (this.readyState === CONNECTING) {
      this.readyState = CLOSED;
      this.socket.destroy();
      this.onclose?.({ code: 1006, reason: 'closed before the upgrade' });
      return;
    }
    this.readyState = CLOSING;
    this.sendClose(code, reason);
  }

  /** Called with each message received, before `onmessage`; a subclass may count them. */
  protected received(_data: Buffer): void {}

  private sendClose(code: number, reason: string): void {
    if (this.closeSent) return;
    this.closeSent = true;
    const body = Buffer.alloc(2 + Buffer.byteLength(reason));
    body.writeUInt16BE(code, 0);
    body.write(reason, 2);
    this.socket.end(frame(OP_CLOSE, body));
  }

  private fail(message: string): void {
    this.closeEvent = { code: 1002, reason: message };
    this.onerror?.({ error: new Error(message), message });
    this.readyState = CLOSING;
    this.socket.destroy();
  }

  /** The server's reply to the upgrade: 101 and the accept RFC 6455 derives from our key. */
  private upgrade(chunk: Buffer): void {
    const bytes = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    const end = bytes.indexOf('\r\n\r\n');
    if (end < 0) {
      if (bytes.length > MAX_HEAD) return this.fail('the upgrade reply has no end');
      this.pending = bytes;
      return;
    }
    this.pending = null;
    const head = bytes.toString('latin1', 0, end);
    const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
    if (status !== '101') return this.fail(`the server answered the upgrade with ${status ?? 'no status'}`);
    const accept = /\r\nsec-websocket-accept:\s*(\S+)/i.exec(head)?.[1];
    const expected = createHash('sha1')
      .update(this.key + WS_GUID)
      .digest('base64');
    if (accept !== expected) return this.fail('the server answered the upgrade with a wrong accept');
    this.readyState = OPEN;
    this.onopen?.({});
    if (bytes.length > end + 4) this.frames(bytes.subarray(end + 4));
  }

  /** Cuts the whole frames out of what was read; keeps the rest for the next read. */
  private frames(chunk: Buffer): void {
    let bytes = chunk;
    if (this.pending) {
      bytes = Buffer.concat([this.pending, chunk]);
      this.pending = null;
    }
    let at = 0;
    while (this.readyState !== CLOSED) {
      const left = bytes.length - at;
      if (left < 2) break;
      const first = bytes[at]!;
      const second = bytes[at + 1]!;
      if (second & 0x80) return this.fail('a server frame was masked');
      let length = second & 0x7f;
      let head = 2;
      if (length === 126) {
        if (left < 4) break;
        length = bytes.readUInt16BE(at + 2);
        head = 4;
      } else if (length === 127) {
        if (left < 10) break;
        const long = bytes.readBigUInt64BE(at + 2);
        if (long > BigInt(MAX_FRAME)) return this.fail(`a server frame of ${long} bytes`);
        length = Number(long);
        head = 10;
      }
      if (left < head + length) break;
      const payload = bytes.subarray(at + head, at + head + length);
      at += head + length;
      this.frame(first & 0x0f, (first & 0x80) !== 0, payload);
    }
    if (at < bytes.length && this.readyState !== CLOSED) this.pending = bytes.subarray(at);
  }

  private frame(opcode: number, fin: boolean, payload: Buffer): void {
    switch (opcode) {
      case OP_PING:
        if (!this.closeSent) this.socket.write(frame(OP_PONG, payload));
        return;
      case OP_PONG:
        return;
      case OP_CLOSE: {
        const code = payload.length >= 2 ? payload.readUInt16BE(0) : 1005;
        this.closeEvent = { code, reason: payload.toString('utf8', 2) };
        this.readyState = CLOSING;
        // The reply echoes the code; the server then closes the TCP connection.
        this.sendClose(code === 1005 ? 1000 : code, '');
        return;
      }
      case OP_TEXT:
      case OP_BINARY:
        if (fin) return this.message(payload);
        this.fragments = [payload];
        return;
      case OP_CONTINUATION:
        if (!this.fragments) return this.fail('a continuation frame with no message begun');
        this.fragments.push(payload);
        if (!fin) return;
        this.message(Buffer.concat(this.fragments));
        this.fragments = null;
        return;
      default:
        return this.fail(`unknown opcode ${opcode}`);
    }
  }

  /** A whole message, text or binary alike (Colyseus sends binary only). */
  private message(data: Buffer): void {
    this.received(data);
    this.onmessage?.({ data });
  }
}
