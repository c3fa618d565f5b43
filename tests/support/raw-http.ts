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

/**
 * Sends bytes exactly as given, with `Connection: close` expected in them, and resolves with the whole
 * answer once the server closes: its status, its headers (names in lower case) and its body.
 */
export function rawResponse(port: number, bytes: string, timeoutMs = 5_000): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      socket.destroy();
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    };
    socket.setTimeout(timeoutMs, done);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', done);
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? done() : reject(error)));
    socket.write(bytes);
  });
}
