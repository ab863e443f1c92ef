/**
 * SpamAssassin (Debian's `spamassassin`), offline: scores a whole message with the default rules
 * and no network test, as a receiving server would before its own reputation checks.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian puts it; SPAMASSASSIN_PATH replaces these. */
const CANDIDATES = ['/usr/bin/spamassassin', '/usr/local/bin/spamassassin'];

/** The command that installs what the mail's spam test needs. */
export const INSTALL_SPAMASSASSIN = 'sudo apt-get install -y spamassassin';

export function spamassassinPath(): string | undefined {
  const fromEnv = process.env.SPAMASSASSIN_PATH;
  // Set, it is the only candidate: a path that does not exist plays a machine without it.
  return (fromEnv ? [fromEnv] : CANDIDATES).find((path) => existsSync(path));
}

export interface SpamScore {
  score: number;
  /** Each rule that hit, as SpamAssassin's report prints it: points, name, description. */
  rules: string[];
}

/** The rules table at the end of `spamassassin -t`'s output, one hit a line. */
function rulesOf(report: string): string[] {
  const table = report.split(/^ *pts rule name.*\n.*-{4}.*\n/m)[1] ?? '';
  return table
    .split('\n')
    .filter((line) => /^ *-?\d/.test(line))
    .map((line) => line.trim());
}

/**
 * Scores an RFC 5322 message: `spamassassin -L -t` (local tests only, the report appended), read
 * from its X-Spam-Status header. Rejects when SpamAssassin cannot run.
 */
export function spamScore(message: Buffer | string): Promise<SpamScore> {
  const path = spamassassinPath();
  if (!path) return Promise.reject(new Error(`No spamassassin: ${INSTALL_SPAMASSASSIN}`));
  return new Promise((resolve, reject) => {
    const child = execFile(
      path,
      ['-L', '-t'],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const status = /^X-Spam-Status: .*score=(-?[\d.]+)/m.exec(stdout);
        if (error || !status) {
          reject(new Error(`spamassassin failed: ${error?.message ?? ''}${stderr}`));
          return;
        }
        resolve({ score: Number(status[1]), rules: rulesOf(stdout) });
      },
    );
    child.stdin?.end(message);
  });
}
