/**
 * What a server process and its folder cost, read as an operator would: CPU time and resident
 * memory from /proc, bytes on disk by walking the folder.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every Linux ABI). */
const TICKS_PER_SECOND = 100;

/** The CPU time the process has used so far, user and system, in milliseconds. */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** The process's resident memory, in bytes. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** The bytes of every file below `dir`. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/**
 * The memory a Node process started with `--inspect=127.0.0.1:<port>` keeps: its heap and the
 * memory outside it (buffers) right after a full collection, through the inspector protocol,
 * so that garbage not yet collected is not counted.
 */
export async function retainedBytes(inspectorPort: number): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((opened, failed) => {
    socket.addEventListener('open', opened);
    socket.addEventListener('error', failed);
  });
  let lastId = 0;
  interface Answer {
    id?: number;
    result?: { result?: { value?: unknown } };
  }
  const call = (method: string, params: object = {}) =>
    new Promise<Answer>((answered) => {
      const id = ++lastId;
      const listener = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as Answer;
        if (message.id !== id) return;
        socket.removeEventListener('message', listener);
        answered(message);
      };
      socket.addEventListener('message', listener);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const answer = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const { heapUsed, external } = JSON.parse(String(answer.result?.result?.value)) as {
      heapUsed: number;
      external: number;
    };
    return heapUsed + external;
  } finally {
    socket.close();
  }
}
