/**
 * Stopping under load: keep-alive clients on a mix of pages, SIGTERM after 3 s,
 * with one process and with two workers (WEB_CONCURRENCY=2).
 *   npm run build && npm run bench:stop          (BENCH_CLIENTS, default 48)
 * answered: whole responses; refused: connections refused once the server stopped listening
 * (fine: a balancer retries elsewhere); reset: connections closed before any response;
 * in flight: those of them sent before the signal; cut: responses that began and did not finish.
 * Goal: 0 cut, 0 reset in flight, at most 2 resets (keep-alive sockets idle as the stop began), exit 0.
 */
import { machineNote, printTable, requireBuild, verdict, watchBuild } from './bench-util';
import { stopUnderLoad } from './stop-under-load';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 48);
const LOAD_MS = 3_000;
const MAX_RESETS = 2;

requireBuild();
const buildChanged = watchBuild();
console.log(`${CLIENTS} keep-alive clients, SIGTERM after ${LOAD_MS / 1000} s; ${machineNote()}\n`);

const rows: (string | number)[][] = [];
let ok = true;
for (const workers of [1, 2]) {
  const r = await stopUnderLoad({ workers, clients: CLIENTS, loadMs: LOAD_MS });
  const exit = r.exitSignal ?? String(r.exitCode);
  const stopLogged = r.log.some((line) => line.includes('shutting down'));
  rows.push([workers === 1 ? 'one process' : `${workers} workers`, r.answered, r.refused, r.reset, r.resetInFlight, r.cut, r.failed, exit, r.exitMs, stopLogged ? 'yes' : 'no']);
  ok &&= r.cut === 0 && r.resetInFlight === 0 && r.reset <= MAX_RESETS && r.failed === 0 && r.exitCode === 0;
}
printTable(['mode', 'answered', 'refused', 'reset', 'in flight', 'cut', '5xx', 'exit', 'exit ms', 'stop logged'], rows);
console.log(`\n${verdict(ok)}: goal 0 cut, 0 reset in flight, at most ${MAX_RESETS} resets, no 5xx, exit 0 in both modes`);
console.log(`(at the end: ${machineNote()})`);
buildChanged();
