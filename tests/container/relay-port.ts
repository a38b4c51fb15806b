import { once } from "node:events";
import { type Socket, connect, createServer } from "node:net";

/**
 * A TCP forwarder from `host:port` to a port on this machine's loopback: the
 * containers reach the host at their network's gateway
 * (host.containers.internal), while the tests' mail catcher listens on
 * 127.0.0.1 only. Listening on the gateway alone keeps it off other networks.
 */
export async function forwardPort(host: string, port: number, to: number) {
  const sockets = new Set<Socket>();
  const server = createServer((incoming) => {
    const outgoing = connect(to, "127.0.0.1");
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  server.listen(port, host);
  await once(server, "listening");
  return {
    async stop() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close").catch(() => {});
    },
  };
}
