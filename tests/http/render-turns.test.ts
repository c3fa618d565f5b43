import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTurn } from '../../server/http/render-turns';

describe('render turns', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('take turns in arrival order and let the loop read sockets between two renders', async () => {
    // A loopback connection: what the client writes is readable at the server's next poll.
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const [accepted] = (await once(server, 'connection')) as [Socket];
    await once(client, 'connect');
    cleanups.push(() => (client.destroy(), accepted.destroy(), server.close()));

    const order: string[] = [];
    const read = once(accepted, 'data').then(() => order.push('socket read'));
    const renders = [1, 2, 3].map((n) =>
      renderTurn().then(() => {
        order.push(`render ${n}`);
        // A request arrives while the first page renders (all three were queued at once).
        if (n === 1) client.write('GET / HTTP/1.1\r\n\r\n');
      }),
    );
    await Promise.all([...renders, read]);

    expect(order).toEqual(['render 1', 'socket read', 'render 2', 'render 3']);
  });
});
