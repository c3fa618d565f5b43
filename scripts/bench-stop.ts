/**
 * Stopping under load: keep-alive clients on a mix of pages, SIGTERM 3 s after each holds its
 * connection, with one process and with two workers (WEB_CONCURRENCY=2).
 *   npm run build && npm run bench:stop          (BENCH_CLIENTS, default 48)
 * connect ms: until every client had its first answer; answered: whole responses;
 * refused: connections refused once the server stopped listening (fine: a balancer retries elsewhere);
 * reset, no answer at all: 'in flight' for requests sent before the signal (lost), 'kept-alive' for
 * requests sent after it on a kept-alive socket (the keep-alive race), 'new conn' for new connections
 * after it that no process took before listening stopped (like refused); cut: responses that began and
 * did not finish (lost).
 * Goal: nothing lost (0 in flight, 0 cut), at most 2 kept-alive resets, no 5xx, exit 0, in both modes.
 */
import { machineNote, printTable, requireBuild, verdict, watchBuild } from './bench-util';
import { stopUnderLoad } from './stop-under-load';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 48);
const LOAD_MS = 3_000;
const MAX_KEPT_ALIVE_RESETS = 2;

requireBuild();
const buildChanged = watchBuild();
console.log(`${CLIENTS} keep-alive clients, SIGTERM after ${LOAD_MS / 1000} s; ${machineNote()}`);
console.log('resets: in flight = sent before the signal (lost); kept-alive, new conn = sent after it\n');

const rows: (string | number)[][] = [];
let ok = true;
for (const workers of [1, 2]) {
  const r = await stopUnderLoad({ workers, clients: CLIENTS, loadMs: LOAD_MS });
  const stopLogged = r.log.some((line) => line.includes('shutting down'));
  rows.push([workers === 1 ? 'one process' : `${workers} workers`, r.connectMs, r.answered, r.refused, r.resetInFlight, r.resetKeptAlive,
    r.resetNewConnection, r.cut, r.failed, r.exitSignal ?? String(r.exitCode), r.exitMs, stopLogged ? 'yes' : 'no']);
  ok &&= r.resetInFlight === 0 && r.cut === 0 && r.resetKeptAlive <= MAX_KEPT_ALIVE_RESETS && r.failed === 0 && r.exitCode === 0;
}
printTable(['mode', 'connect ms', 'answered', 'refused', 'in flight', 'kept-alive', 'new conn', 'cut', '5xx', 'exit', 'exit ms', 'stop logged'], rows);
console.log(`\n${verdict(ok)}: goal nothing lost (0 reset in flight, 0 cut), at most ${MAX_KEPT_ALIVE_RESETS} kept-alive resets, no 5xx, exit 0, in both modes`);
console.log(`(at the end: ${machineNote()})`);
buildChanged();
