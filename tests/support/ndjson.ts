import { readFile } from 'node:fs/promises';

/**
 * The records of an NDJSON file a server appends to (its outboxes), oldest first; none while it
 * does not exist. A line the server is still appending (read mid-write, no newline yet: a
 * reader can see part of one write) is not a record yet, and waits for the next read.
 */
export async function readNdjson<Record>(file: string): Promise<Record[]> {
  const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n');
  // The text after the last newline: empty once the last record is whole.
  lines.pop();
  return lines.filter(Boolean).map((line) => JSON.parse(line) as Record);
}
