import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP hop in front of a real server (PostgreSQL, Redis) that a test cuts and restores to
 * stage an outage: `cut()` drops every connection and refuses new ones, `restore()` listens
 * again on the same port.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens (on a free port the first time); resolves to the port. */
  async restore(): Promise<number> {
    if (this.server) return this.port;
    const server = createServer((client) => this.bridge(client));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this.port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private bridge(client: Socket): void {
    const upstream = connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }
}
