/**
 * What a server of ours does with a request before any app reads it (the site's, in one process or a worker and under
 * `npm run dev`, and the metrics'): what Node's HTTP parser cannot read is answered here, and a target it lets
 * through that no URL parser reads is handed on in a form the app reads.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * A request Node's HTTP parser cannot read (a malformed request line, a header too large) is
 * answered 400 and its connection closed: never a thrown error, never a stopped process. Node does
 * as much when nobody listens for 'clientError'; listening says so in one place for both servers,
 * and leaves alone a socket the client already reset or one that has an answer under way.
 * https://nodejs.org/api/http.html#event-clienterror
 */
export function answerClientErrors(server: Server) {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) return void socket.destroy();
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

/**
 * A request target the router cannot read (an absolute form with a broken host: `http://[/`) would
 * skip every middleware, and Express would answer its bare 404. Such a target is handed on
 * percent-encoded, still not a path, so the request is logged, gets the security headers, and
 * checkRequestTarget (server/http/security.ts) answers the site's 400. Called by the HTTP server's
 * listener, before the app.
 */
export function readableTarget(req: IncomingMessage) {
  const target = req.url ?? '';
  if (!target.startsWith('/') && !URL.canParse(target)) req.url = encodeURIComponent(target);
}
