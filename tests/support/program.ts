/**
 * A program from Debian that a check of the server's files needs (promtool, nginx, systemd-analyze), run with
 * execFile. These checks are the `deploy` project's, which `npm test` runs and `npm run test:fast` (the owner's
 * quick check, Node alone) does not. On a machine without the program, the failure says which program, which
 * package brings it, and that no edit of the site's content is at fault, rather than `spawn nginx ENOENT`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** `run(args)` for `program` (a name on the PATH, or a path), from Debian's package `debianPackage`. */
export function program(command: string, debianPackage: string) {
  return async (args: string[]) => {
    try {
      return await execFileAsync(command, args);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      throw new Error(
        `${command} is not installed on this machine (Debian's package ${debianPackage}; .ci/run installs it). ` +
          `This check of deploy/ and the guides needs it; no edit of the site's content or facts is at fault, ` +
          `and npm run test:fast, the owner's quick check, runs without it.`,
        { cause: error },
      );
    }
  };
}
