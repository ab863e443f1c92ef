/**
 * One process at a time in an embedded database's folder: PGlite takes no lock of its own, and
 * two processes writing one folder lose each other's rows. The lock is a file beside the folder
 * naming its holder; a holder that died leaves it to the next process.
 *
 * A holder is a process id and, where Linux tells it, when that process started. A process id
 * alone is not enough: in a container the server is process 1 at every start, so after an unclean
 * stop the lock names process 1, alive again as the very server that reads it, and the database
 * would stay locked for good. The start time (the boot's id and the ticks since that boot) tells
 * the dead holder from the live one.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class FolderInUse extends Error {
  override name = 'FolderInUse';
}

/** When process `pid` started, as Linux's /proc tells it; undefined elsewhere, or once it ended. */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name, which is in parentheses and may hold spaces.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return ticks ? `${boot}/${ticks}` : undefined;
  } catch {
    return undefined;
  }
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

/** Whether the holder a lock file names (`pid` or `pid start`) is still running. */
function isHeld(holder: string): boolean {
  const [id, started] = holder.trim().split(' ');
  const pid = Number(id);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  const now = started ? processStart(pid) : undefined;
  // Another process under the holder's id; a start nobody can read is taken as the holder's.
  return now === undefined || now === started;
}

/** Takes the folder's lock, or throws FolderInUse naming the process that holds it. Returns the
 * release, which the process's exit also runs. */
export function lockFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  const start = processStart(process.pid);
  const mine = start ? `${process.pid} ${start}` : String(process.pid);
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
      const holder = readFileSync(file, 'utf8');
      // This process too: a second PGlite on the folder loses rows just the same.
      if (isHeld(holder)) {
        throw new FolderInUse(
          `The embedded database ${folder} is open in process ${holder.split(' ')[0]}; stop it, or set DATABASE_URL to share a Postgres.`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new FolderInUse(`Could not lock the embedded database ${folder}.`);
}
