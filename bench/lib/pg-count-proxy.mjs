// A TCP proxy in front of PostgreSQL that counts the statements passing through it: every simple query
// ('Q') and every execution of an extended-protocol statement ('E'), as the client sends them. How
// bench/start-burst.mjs counts the statements per exam start from outside the app (no TLS: 127.0.0.1).
import net from "node:net";

/** Listens on a free port of 127.0.0.1 and forwards to `target` ({host, port}); `count()`: statements so far. */
export async function startCountingProxy(target) {
  let statements = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    let buffered = Buffer.alloc(0);
    // Before the startup message the client's messages carry no type byte (an SSLRequest, the startup itself).
    let started = false;
    client.on("data", (chunk) => {
      upstream.write(chunk);
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      for (;;) {
        if (!started) {
          if (buffered.length < 8) break;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) break;
          if (buffered.readInt32BE(4) === 196608) started = true; // protocol 3.0: the startup message
          buffered = buffered.subarray(length);
          continue;
        }
        if (buffered.length < 5) break;
        const length = buffered.readInt32BE(1);
        if (buffered.length < 1 + length) break;
        if (buffered[0] === 0x51 /* Q */ || buffered[0] === 0x45 /* E */) statements++;
        buffered = buffered.subarray(1 + length);
      }
    });
    upstream.on("data", (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on("error", end);
      socket.on("close", end);
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    count: () => statements,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
