/**
 * Page renders take turns: at most one per turn of the event loop.
 *
 * A render is synchronous and takes milliseconds, and libuv accepts only one new
 * connection per loop turn (libuv/libuv#3696) while it reads every ready socket in
 * that turn. Rendering each request as soon as it was read made one turn of a busy
 * server last a second or more, so new connections waited in the kernel's accept
 * queue for over 10 s. Queued here, renders run one per turn, and between two of
 * them the loop accepts, reads requests and answers static files.
 */
const waiting: Array<() => void> = [];

function startNext() {
  waiting.shift()!();
  if (waiting.length > 0) setImmediate(startNext);
}

/** Resolves when it is this render's turn. A turn is pending exactly while someone waits. */
export function renderTurn(): Promise<void> {
  return new Promise((start) => {
    if (waiting.push(start) === 1) setImmediate(startNext);
  });
}
