import net from 'node:net';

/**
 * A TCP proxy between the API and PostgreSQL, so a test can take "the database" away and
 * bring it back without touching the real server (other suites use it). `stop()` closes
 * the listener and cuts every connection, as a database going down would; `start()`
 * listens again on the same port. In 'blackhole' mode connections are accepted and never
 * answered, as with a host that has gone silent. `stall()` stops passing the database's
 * answers on, so a query is left in flight.
 */
export class TcpProxy {
  port = 0;
  mode: 'forward' | 'blackhole' = 'forward';
  /** Connections accepted since the proxy was made. */
  accepted = 0;
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private stalled = false;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(mode: 'forward' | 'blackhole' = 'forward'): Promise<number> {
    this.mode = mode;
    this.stalled = false;
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
    return this.port;
  }

  /** Closes the listener (new connections are refused) and destroys every open connection. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The database's answers stop reaching the API; the connections stay open. */
  stall(): void {
    this.stalled = true;
  }

  get openConnections(): number {
    return this.sockets.size;
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: net.Socket) {
    this.accepted += 1;
    this.track(client);
    if (this.mode === 'blackhole') return;
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (!this.stalled) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }
}
