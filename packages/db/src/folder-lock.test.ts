import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { FolderInUse, lockFolder, processStart } from './folder-lock.ts';

const parent = mkdtempSync(join(tmpdir(), 'brp-folder-lock-test-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));
let folders = 0;
const newFolder = () => join(parent, `waitlist-${++folders}`);

/** A process id nobody holds: a child's, once it has ended. */
function endedProcess(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

describe('the embedded database folder lock', () => {
  it('refuses a second opener while the first holds it, and frees it on release', () => {
    const folder = newFolder();
    const release = lockFolder(folder);
    expect(() => lockFolder(folder)).toThrow(FolderInUse);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockFolder(folder)();
  });

  it('is taken over from a holder that ended without releasing it', () => {
    const folder = newFolder();
    writeFileSync(`${folder}.lock`, `${endedProcess()} ${processStart(process.pid)}`);
    const release = lockFolder(folder);
    expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(
      `${process.pid} ${processStart(process.pid)}`,
    );
    release();
  });

  it('is taken over from a dead holder whose process id a live process has now', () => {
    // A container's server is process 1 at every start: after an unclean stop the lock names
    // process 1, which is the server starting again, not the one that held it.
    const folder = newFolder();
    const [boot, ticks] = processStart(process.pid)!.split('/');
    writeFileSync(`${folder}.lock`, `${process.pid} ${boot}/${Number(ticks) - 1}`);
    lockFolder(folder)();
  });

  it('is taken over from a holder that ran before the machine restarted', () => {
    const folder = newFolder();
    const [, ticks] = processStart(process.pid)!.split('/');
    writeFileSync(`${folder}.lock`, `${process.pid} 00000000-0000-0000-0000-000000000000/${ticks}`);
    lockFolder(folder)();
  });

  it('names a live holder, as a lock written before start times were kept does', () => {
    const folder = newFolder();
    writeFileSync(`${folder}.lock`, String(process.ppid));
    expect(() => lockFolder(folder)).toThrow(`is open in process ${process.ppid};`);
  });
});
