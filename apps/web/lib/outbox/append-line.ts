import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Appends one line to `file` in a single write to a descriptor opened with O_APPEND: the kernel
 * places each write at the end of the file whole, so records appended by concurrent requests
 * never interleave (a streamed appendFile could split a long line into several writes).
 */
export async function appendLine(file: string, line: string): Promise<void> {
  const bytes = Buffer.from(`${line}\n`, 'utf8');
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, 'a');
  try {
    const { bytesWritten } = await handle.write(bytes, 0, bytes.length);
    if (bytesWritten !== bytes.length) {
      throw new Error(`Short write to ${file}: ${bytesWritten} of ${bytes.length} bytes`);
    }
  } finally {
    await handle.close();
  }
}
