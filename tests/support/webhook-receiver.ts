/**
 * A real HTTP server on loopback that receives webhooks: it keeps every request (headers and raw
 * body) and answers what the test says, at once or when the test lets it.
 */
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

export async function startWebhookReceiver() {
  const requests: ReceivedRequest[] = [];
  const events = new EventEmitter();
  /** The status of the next answers; a promise holds the answer until it settles. */
  const state: { answer: () => number | Promise<number> } = { answer: () => 200 };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    requests.push(request);
    events.emit('request', request);
    const status = await state.answer();
    if (!res.destroyed) res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    state,
    /** Resolves with the next request to arrive. */
    nextRequest: async () => ((await once(events, 'request')) as [ReceivedRequest])[0],
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
