import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/**
 * Sends bytes exactly as given over a fresh socket and resolves with the
 * status code of the answer: 0 when the server closed without one, or when
 * none came within the time limit (a request the parser is still waiting on).
 * For requests a well-behaved client library refuses to make.
 */
export function rawRequest(port: number, bytes: string | Buffer, timeoutMs = 5_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(Number(answer.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0));
    };
    socket.setTimeout(timeoutMs, done);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) done();
    });
    socket.on('end', done);
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? done() : reject(error)));
    socket.write(bytes);
  });
}

/**
 * Serves an app on a free loopback port for the tests of one describe block:
 * `server.port` is set once it listens; every connection is closed after.
 */
export function serveDuringTests(app: RequestListener, hooks: { beforeAll: (fn: () => Promise<void>) => void; afterAll: (fn: () => Promise<void>) => void }) {
  const served = { port: 0 };
  let server: Server;
  hooks.beforeAll(async () => {
    server = createServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    served.port = (server.address() as AddressInfo).port;
  });
  hooks.afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return served;
}
