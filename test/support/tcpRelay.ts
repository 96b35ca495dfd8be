// A TCP relay between the server and PostgreSQL that can fail the way networks do, for the
// durability tests: pass everything, black-hole both ways (packets vanish, sockets stay open), drop
// only the answers (queries arrive and commit, their results never come back), refuse every new
// connection, or reset every connection at once.
import net from 'node:net';

/** `down`: every new connection is closed at once (the database or its host is gone). */
export type RelayMode = 'pass' | 'blackhole' | 'dropAnswers' | 'down';

export class TcpRelay {
  mode: RelayMode = 'pass';
  private readonly server: net.Server;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();

  private constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      if (this.mode === 'down') return void client.destroy();
      const upstream = net.connect(this.target.port, this.target.host);
      const pair: [net.Socket, net.Socket] = [client, upstream];
      this.pairs.add(pair);
      client.on('data', (d) => {
        if (this.mode !== 'blackhole') upstream.write(d);
      });
      upstream.on('data', (d) => {
        if (this.mode === 'pass') client.write(d);
      });
      const close = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('close', close).on('error', close);
      upstream.on('close', close).on('error', close);
    });
  }

  static async start(target: { host: string; port: number }): Promise<TcpRelay> {
    const relay = new TcpRelay(target);
    await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
    return relay;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** `url` with its host and port replaced by the relay's. */
  through(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  /** Cuts every connection now, as a restarted router or database would. */
  reset(): void {
    for (const [client, upstream] of this.pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  async close(): Promise<void> {
    this.reset();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
