/**
 * One process at a time in an embedded database's folder: PGlite takes no lock of its own, and
 * two processes writing one folder lose each other's rows. The lock is a file beside the folder
 * naming its holder; a holder that died leaves it to the next process.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class FolderInUse extends Error {
  override name = 'FolderInUse';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock, or throws FolderInUse naming the process that holds it. Returns the
 * release, which the process's exit also runs. */
export function lockFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, mine);
      closeSync(fd);
      const release = () => {
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      // This process too: a second PGlite on the folder loses rows just the same.
      if (holder && isAlive(holder)) {
        throw new FolderInUse(
          `The embedded database ${folder} is open in process ${holder}; stop it, or set DATABASE_URL to share a Postgres.`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new FolderInUse(`Could not lock the embedded database ${folder}.`);
}
