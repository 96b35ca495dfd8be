// The load bench's own WebSocket client (bench/support/netWebSocket.ts), against `ws`, the server
// our game server runs: what the bench measures is only worth something if this client speaks the
// protocol as a browser does (masked frames out, every length encoding, pings answered, messages in
// fragments and across reads put back together, both ways of closing) and refuses what it must.
import { createHash } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { NetWebSocket, type CloseEventLike } from '../../bench/support/netWebSocket.js';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** A ws server on a free port, and the next connection it accepts. */
async function wsServer(): Promise<{ url: string; accepted: Promise<ServerSocket> }> {
  const wss = new WebSocketServer({ port: 0, perMessageDeflate: false });
  servers.push(wss);
  await new Promise((resolve) => wss.once('listening', resolve));
  const accepted = new Promise<ServerSocket>((resolve) => wss.once('connection', resolve));
  return { url: `ws://127.0.0.1:${(wss.address() as net.AddressInfo).port}/proc/room?sessionId=s1`, accepted };
}

/** A client that records what it receives, open. */
async function open(url: string) {
  const client = new NetWebSocket(url);
  const received: Buffer[] = [];
  const errors: string[] = [];
  let closed: (e: CloseEventLike) => void = () => {};
  const close = new Promise<CloseEventLike>((resolve) => (closed = resolve));
  client.onmessage = (e) => received.push(Buffer.from(e.data));
  client.onerror = (e) => errors.push(e.message);
  client.onclose = (e) => closed(e);
  await new Promise<void>((resolve, reject) => {
    client.onopen = () => resolve();
    client.onclose = (e) => reject(new Error(`closed: ${e.code} ${e.reason}`));
  });
  client.onclose = (e) => closed(e);
  return { client, received, errors, close };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + 3) & 0xff));

describe('the load bench’s WebSocket client', () => {
  it('sends binary messages of every length encoding that ws reads back byte for byte', async () => {
    const { url, accepted } = await wsServer();
    const { client } = await open(url);
    const server = await accepted;
    const got: Buffer[] = [];
    server.on('message', (data: Buffer) => got.push(data));
    const sent = [bytes(1), bytes(125), bytes(126), bytes(65535), bytes(65536), bytes(200_000)];
    // colyseus.js sends views of one reused buffer: the frame must be made at once.
    const shared = new Uint8Array(300_000);
    for (const message of sent) {
      shared.set(message);
      client.send(shared.subarray(0, message.length));
    }
    shared.fill(0);
    await until(() => got.length === sent.length);
    expect(got).toEqual(sent);
  });

  it('receives messages whole: small, large across reads, and in fragments', async () => {
    const { url, accepted } = await wsServer();
    const { received } = await open(url);
    const server = await accepted;
    server.send(bytes(3));
    server.send(bytes(70_000)); // more than one read of the socket
    server.send(bytes(10), { fin: false });
    server.send(bytes(20), { fin: true });
    await until(() => received.length === 3);
    expect(received[0]!.equals(bytes(3))).toBe(true);
    expect(received[1]!.equals(bytes(70_000))).toBe(true);
    expect(received[2]!.equals(Buffer.concat([bytes(10), bytes(20)]))).toBe(true);
  });

  it('answers each ping with a pong carrying its payload', async () => {
    const { url, accepted } = await wsServer();
    await open(url);
    const server = await accepted;
    const pongs: string[] = [];
    server.on('pong', (data: Buffer) => pongs.push(data.toString()));
    server.ping('one');
    server.ping('two');
    await until(() => pongs.length === 2);
    expect(pongs).toEqual(['one', 'two']);
  });

  it('closes with its code, and reports the code of a close the server begins', async () => {
    const first = await wsServer();
    const a = await open(first.url);
    const serverA = await first.accepted;
    const seenByServer = new Promise<number>((resolve) => serverA.once('close', resolve));
    a.client.close(4000, 'leaving');
    expect(await seenByServer).toBe(4000);
    expect((await a.close).code).toBe(4000);
    expect(a.client.readyState).toBe(NetWebSocket.CLOSED);

    const second = await wsServer();
    const b = await open(second.url);
    (await second.accepted).close(4212, 'room disposed');
    expect(await b.close).toEqual({ code: 4212, reason: 'room disposed' });
  });

  it('refuses a server whose upgrade reply has the wrong accept, and one that masks its frames', async () => {
    const replies = [
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: bm90IGl0\r\n\r\n',
      null, // the right accept, then a masked frame
    ];
    for (const reply of replies) {
      const server = net.createServer((socket) =>
        socket.once('data', (head) => {
          const key = /sec-websocket-key: (\S+)/i.exec(head.toString())![1]!;
          const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
          socket.write(reply ?? `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
          if (reply === null) socket.write(Buffer.from([0x82, 0x81, 1, 2, 3, 4, 0x2a]));
        }),
      );
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const client = new NetWebSocket(`ws://127.0.0.1:${(server.address() as net.AddressInfo).port}/`);
      const messages: unknown[] = [];
      const errors: string[] = [];
      client.onmessage = (e) => messages.push(e.data);
      client.onerror = (e) => errors.push(e.message);
      const closed = new Promise<CloseEventLike>((resolve) => (client.onclose = resolve));
      expect((await closed).code).toBe(1002); // protocol error
      expect(errors).toEqual([reply ? 'the server answered the upgrade with a wrong accept' : 'a server frame was masked']);
      expect(messages).toEqual([]);
    }
  });
});
