/**
 * A file the operator named that could not be made or read, said in words with what to do, never
 * as Node's bare code (EEXIST, ENOENT, EACCES).
 */
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';

/** Why `file` could not be created (`create`) or read (`read`), for an error the operator reads. */
export function fileProblem(error: unknown, file: string, action: 'create' | 'read'): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const folder = dirname(file);
  switch (code) {
    case 'EEXIST':
      return `${file} already exists: choose another name (nothing was overwritten)`;
    case 'ENOENT':
      return action === 'create' || !existsSync(folder)
        ? `there is no folder ${folder}: create it first, or choose a file in a folder that exists`
        : `there is no file ${file}: check the name`;
    case 'ENOTDIR':
      return `${file}: part of that path is a file, not a folder`;
    case 'EISDIR':
      return `${file} is a folder: name a file${action === 'create' ? ' in it' : ''}`;
    case 'EACCES':
    case 'EPERM':
      return action === 'create'
        ? `${userInfo().username} may not write in ${folder} (permission denied): choose a folder of your own, or run the command as the user who owns it`
        : `you may not read ${file} (permission denied): run the command as the user who owns it`;
    case 'ENOSPC':
      return `the disk holding ${folder} is full: free some space`;
    case 'EROFS':
      return `${folder} is on a read-only file system: choose another folder`;
    default:
      return `${file}: ${(error as Error | undefined)?.message ?? String(error)}`;
  }
}
