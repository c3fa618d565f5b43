import type { Server } from 'node:http';
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
