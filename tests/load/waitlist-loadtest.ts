/**
 * `pnpm loadtest:waitlist [--seconds s] [--connections n] [--runs r] [--people p]
 * [--smtp-delay-ms d] [--webhook]`: what the
 * waitlist costs, against baselines measured in the same run on the same machine. A throwaway
 * Postgres (Debian's) and one production server on it (`pnpm build` first); then, on an empty
 * list and again with `people` (100,000) confirmed people in it, `runs` (3) interleaved rounds of:
 * (a) GET /api/health, a route of the same server that does nothing but answer; (b) signups
 * through POST /api/waitlist; (c) confirmations through POST /api/waitlist/confirm; (d) the
 * database layer alone (@brp/db's insertSignup from this process, `connections` callers, the
 * site's pool size); (e) plain prepared INSERTs, the same callers and pool; (f) support messages
 * through POST /api/support. The site mails through an SMTP server on loopback that answers each
 * command after `smtp-delay-ms` (0), and each step's mail is timed: from each acknowledged
 * request to its mail accepted (p50, p99, max), and how long the mail went on after the step.
 * With `--webhook` the site also sends its events to a receiver on loopback that verifies each
 * (issue #67: a signup's figures within noise of a run without), and every confirmation's event
 * is checked to have arrived.
 * Prints one table of medians (per second, p50, p99, errors) and one of the mail, checks
 * the targets of docs/waitlist.md and docs/support.md and that every acknowledged signup and
 * message is stored and every place is distinct and dense, writes
 * .reports/loadtest-waitlist.json, and exits 1 when a target is missed. Not part of `pnpm test`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { MAIL_QUEUE, openDatabase, POOL_SIZE, WEBHOOK_QUEUE } from '@brp/db';
import { startPostgres } from '@brp/testing/postgres';
import { proofFrom } from '@brp/testing/proof-of-work';
import { startTimingSmtp } from '@brp/testing/timing-smtp';
import { startWebhookReceiver } from '@brp/testing/webhook-receiver';
import postgres from 'postgres';

import { LOAD_WEBHOOK_SECRET, loadSettings, startBuiltSite } from './built-site.ts';
import { loadConfirmations, seedUnconfirmed } from './confirm-load.ts';
import { loadDbLayer } from './db-layer-load.ts';
import { loadPlainInserts } from './plain-insert-load.ts';
import { loadSignups, loadSupportMessages, solvedProofs } from './form-load.ts';
import { type MailLatency, mailLatency } from './mail-latency.ts';
import { measureThroughput } from './throughput.ts';

/** The targets (issues #53 and #66): ratios to the baselines of the same run. */
const TARGETS = {
  rateRatio: 0.5,
  p99Ratio: 2,
  dbRatio: 0.5,
  fullListShare: 0.85,
  /** A support message's median answer, to a signup's. */
  supportMedianRatio: 1.2,
  /** Seconds the mail of a visitors' step may go on after it (issue #68). */
  mailAfterStepS: 15,
};

/** Seconds without one more mail sent, while some wait, that make a stall: the run stops. */
const STALL_S = 60;

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    runs: { type: 'string', default: '3' },
    people: { type: 'string', default: '100000' },
    'smtp-delay-ms': { type: 'string', default: '0' },
    webhook: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const runs = Number(values.runs);
const people = Number(values.people);
const smtpDelayMs = Number(values['smtp-delay-ms']);
const webhook = values.webhook;
const root = resolve(import.meta.dirname, '../..');

interface Figures {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

const median = (numbers: number[]) => numbers.toSorted((a, b) => a - b)[numbers.length >> 1]!;
const medianOf = (rounds: Figures[]): Figures => ({
  perSecond: median(rounds.map((round) => round.perSecond)),
  p50Ms: median(rounds.map((round) => round.p50Ms)),
  p99Ms: median(rounds.map((round) => round.p99Ms)),
  errors: rounds.reduce((sum, round) => sum + round.errors, 0),
});

const database = await startPostgres({ maxConnections: 300 });
const smtp = await startTimingSmtp({ replyDelayMs: smtpDelayMs });
const receiver = webhook ? await startWebhookReceiver(LOAD_WEBHOOK_SECRET) : undefined;
const site = await startBuiltSite({
  DATABASE_URL: database.url,
  ...loadSettings(smtp.url),
  ...(receiver && { WEBHOOK_URLS: receiver.url, WEBHOOK_SECRET: LOAD_WEBHOOK_SECRET }),
  // The same for support messages: every one acknowledged and handed to the helpdesk's inbox.
  SUPPORT_MESSAGES_PER_HOUR: '100000000',
  SUPPORT_MESSAGES_PER_HOUR_PER_NETWORK: '100000000',
  SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR: '100000000',
  SUPPORT_INBOX: 'help@brp-loadtest.dev',
});
// Its relay moves due mail too, as another server would: under the same cap as the site's.
const opened = await openDatabase({
  url: database.url,
  mailRelay: { unconfirmedPerHour: 100_000_000, acknowledgementsPerHour: 100_000_000 },
});
const sql = postgres(database.url, { max: POOL_SIZE, onnotice: () => undefined });
const acknowledged: string[] = [];
const messagesAcknowledged: string[] = [];
const confirmedAcknowledged: string[] = [];
const results: Record<string, Record<string, Figures>> = {};
/** Each list's figures round by round, for their spread. */
const perRound: Record<string, Record<string, Figures[]>> = {};
/** The mail of each list's steps, round by round: how long it went on after the step, and each
 * person's wait (none for the database layer's step, which no visitor waits on). */
type StepMail = Partial<MailLatency> & { afterStepS: number };
const mail: Record<string, Record<string, StepMail[]>> = {};
try {
  const warm = await fetch(`${site.url}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({
      name: 'Warm Up',
      email: 'warm-up@brp-loadtest.dev',
      location: 'X',
      proof: await proofFrom(site.url),
    }),
  });
  if (!warm.ok) throw new Error(`POST /api/waitlist answered ${warm.status}`);
  for (const list of ['empty', `${people} confirmed`]) {
    if (list !== 'empty') await seedConfirmed(people);
    const rounds: Record<string, Figures[]> = {};
    const keep = (name: string, figures: Figures) => (rounds[name] ??= []).push(figures);
    const mailOf = (mail[list] = {} as Record<string, StepMail[]>);
    /** Waits for the step's mail, and keeps how long it took and each person's wait. */
    const keepMail = async (name: string, acknowledged?: ReadonlyMap<string, number>) => {
      const afterStepS = await stepSettled();
      (mailOf[name] ??= []).push({
        afterStepS,
        ...(acknowledged && mailLatency(acknowledged, smtp)),
      });
    };
    for (let run = 0; run < runs; run += 1) {
      console.log(`loadtest:waitlist: ${list}, round ${run + 1} of ${runs}`);
      await stepSettled();
      const noop = await measureThroughput(`${site.url}/api/health`, {
        connections,
        duration: seconds,
        warm: true,
      });
      keep('(a) no-op route', {
        perSecond: noop.requestsPerSecond,
        p50Ms: noop.p50Ms,
        p99Ms: noop.p99Ms,
        errors: noop.errors + noop.timeouts + noop.non2xx,
      });
      // More proofs than the fastest run could spend, solved outside the timed window.
      const proofs = await solvedProofs(
        site.url,
        Math.ceil(Math.max(5000, 3 * noop.requestsPerSecond * seconds)),
      );
      await stepSettled();
      const signups = await loadSignups(site.url, { connections, seconds, proofs });
      acknowledged.push(...signups.acknowledged.keys());
      await keepMail('(b) signups', signups.acknowledged);
      keep('(b) signups', {
        perSecond: signups.perSecond,
        p50Ms: signups.p50Ms,
        p99Ms: signups.p99Ms,
        errors: signups.errors + signups.malformed + signups.non2xx,
      });
      // More links than the fastest run could follow; seeded outside the timed window.
      const tokens = await seedUnconfirmed(
        sql,
        Math.ceil(Math.max(5000, 3 * noop.requestsPerSecond * seconds)),
      );
      const { acknowledged: confirmed, ...confirmations } = await loadConfirmations(
        site.url,
        tokens,
        { connections, seconds },
      );
      keep('(c) confirmations', confirmations);
      confirmedAcknowledged.push(...confirmed.keys());
      await keepMail('(c) confirmations', confirmed);
      keep('(d) database layer', await loadDbLayer(opened, { callers: connections, seconds }));
      keep('(e) plain INSERTs', await loadPlainInserts(sql, { callers: connections, seconds }));
      await keepMail('(d) database layer');
      const supportProofs = await solvedProofs(
        site.url,
        Math.ceil(Math.max(5000, 3 * noop.requestsPerSecond * seconds)),
        'support',
      );
      const messages = await loadSupportMessages(site.url, {
        connections,
        seconds,
        proofs: supportProofs,
      });
      messagesAcknowledged.push(...messages.acknowledged.keys());
      await keepMail('(f) support messages', messages.acknowledged);
      keep('(f) support messages', {
        perSecond: messages.perSecond,
        p50Ms: messages.p50Ms,
        p99Ms: messages.p99Ms,
        errors: messages.errors + messages.malformed + messages.non2xx,
      });
    }
    results[list] = Object.fromEntries(
      Object.entries(rounds).map(([name, figures]) => [name, medianOf(figures)]),
    );
    perRound[list] = rounds;
    // Each round's own ratio: their spread says how far a median's ratio can be trusted.
    const ratios = rounds['(f) support messages']!.map(
      (support, round) => support.p50Ms / rounds['(b) signups']![round]!.p50Ms,
    );
    console.log(
      `loadtest:waitlist: ${list}, support p50 / signup p50 per round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`,
    );
  }
  const table = Object.entries(results).flatMap(([list, rows]) =>
    Object.entries(rows).map(([name, figures]) => ({
      list,
      '': name,
      'per s': Math.round(figures.perSecond),
      'p50 ms': Math.round(figures.p50Ms * 10) / 10,
      'p99 ms': Math.round(figures.p99Ms * 10) / 10,
      errors: figures.errors,
    })),
  );
  console.table(table);
  console.table(mailTable());
  const checks = await targets();
  console.table(checks.map(({ check, measured, ok }) => ({ check, measured, ok: ok ? '✓' : '✗' })));
  await mkdir(join(root, '.reports'), { recursive: true });
  await writeFile(
    join(root, '.reports/loadtest-waitlist.json'),
    `${JSON.stringify({ seconds, connections, runs, people, smtpDelayMs, webhook, poolSize: POOL_SIZE, targets: TARGETS, results, checks, perRound, mail }, null, 2)}\n`,
  );
  const missed = checks.filter((check) => !check.ok).length;
  console.log(
    missed
      ? `loadtest:waitlist: ${missed} target(s) missed`
      : 'loadtest:waitlist: every target met',
  );
  process.exitCode = missed ? 1 : 0;
} finally {
  await sql.end();
  await opened.close();
  await site.stop();
  await receiver?.close();
  await smtp.stop();
  await database.close();
}

/**
 * Waits until the server has sent every e-mail the last step made due (its mail queue works on
 * after the step's load), and with `--webhook` delivered every event, so that each step is timed
 * with its own work only; the seconds it took. A stall fails the run: mail or events waiting and
 * none sent for STALL_S.
 */
async function stepSettled(): Promise<number> {
  const started = Date.now();
  let progressAt = started;
  const progress = () => smtp.accepted() + (receiver?.events.size ?? 0);
  let sent = progress();
  for (;;) {
    const [{ waiting }] = await sql<[{ waiting: number }]>`
      select ((select count(*) from signups where mail_due_at is not null)
        + (select count(*) from support_messages
           where acknowledgement_due_at is not null or inbox_copy_due_at is not null)
        + (select count(*) from pgboss.job where name = ${MAIL_QUEUE}
           and state in ('created', 'retry', 'active'))
        + (select count(*) from webhook_events where ${webhook})
        + (select count(*) from pgboss.job where name = ${WEBHOOK_QUEUE}
           and state in ('created', 'retry', 'active')))::int as waiting`;
    if (waiting === 0) break;
    if (progress() > sent) [sent, progressAt] = [progress(), Date.now()];
    if (Date.now() - progressAt > STALL_S * 1000) {
      // What held them, for the trace: ready or waiting for a retry, and the failures' words.
      const jobs = await sql`
        select state, start_after > now() as later, output->>'error' as error,
          max(retry_count)::int as retries, count(*)::int as jobs
        from pgboss.job where name = ${MAIL_QUEUE} and state in ('created', 'retry', 'active')
        group by 1, 2, 3 order by 5 desc limit 20`;
      console.table(jobs);
      throw new Error(
        `${waiting} e-mails unsent, none sent for ${STALL_S} s (the site's log: .reports/loadtest-site-*.log)`,
      );
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return (Date.now() - started) / 1000;
}

/** Each list's mail, round by round: after each step, and each person's wait (s). */
function mailTable() {
  const seconds = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) ? '' : Math.round(value * 10) / 10;
  return Object.entries(mail).flatMap(([list, steps]) =>
    Object.entries(steps).flatMap(([step, rounds]) =>
      rounds.map((round, index) => ({
        list,
        mail: `${step}, round ${index + 1}`,
        'after step s': seconds(round.afterStepS),
        mails: round.mails ?? '',
        unsent: round.unsent ?? '',
        'p50 s': seconds(round.p50S),
        'p99 s': seconds(round.p99S),
        'max s': seconds(round.maxS),
      })),
    ),
  );
}

/** `count` confirmed people, every tenth with a credit or two, numbered after those in line. */
async function seedConfirmed(count: number) {
  await sql.unsafe(
    `INSERT INTO signups (email, mailbox, name, location, type, notify, consent_text, consented_at,
       referral_code, receipt, status_code, leave_code, confirmed_at, line_number, credits)
     SELECT 'seed-' || n || '@brp-loadtest.dev', 'seed-' || n || '@brp-loadtest.dev', 'Seed',
       'Portland', 'user', true, 'Notify me', now(), 'sr' || n, 'sc' || n, 'ss' || n, 'sl' || n,
       now(),
       (SELECT last_number FROM waitlist_line) + n, (n % 10 = 0)::int * (n % 3)
     FROM generate_series(1, $1::int) AS n`,
    [count],
  );
  await sql.unsafe(`UPDATE waitlist_line SET last_number = last_number + $1::int`, [count]);
  await sql.unsafe('VACUUM ANALYZE signups');
}

/** The targets, and what the table holds afterwards. */
async function targets() {
  const [empty, full] = Object.values(results) as [
    Record<string, Figures>,
    Record<string, Figures>,
  ];
  const checks: { check: string; measured: string; ok: boolean }[] = [];
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)} ×`;
  for (const [list, rows] of [
    ['empty', empty],
    [`${people}`, full],
  ] as const) {
    const noop = rows['(a) no-op route']!;
    for (const name of ['(b) signups', '(c) confirmations'] as const) {
      const row = rows[name]!;
      checks.push(
        {
          check: `${list}: ${name}/s ≥ ${TARGETS.rateRatio} × no-op/s`,
          measured: ratio(row.perSecond, noop.perSecond),
          ok: row.perSecond >= TARGETS.rateRatio * noop.perSecond,
        },
        {
          check: `${list}: ${name} p99 ≤ ${TARGETS.p99Ratio} × no-op p99`,
          measured: ratio(row.p99Ms, noop.p99Ms),
          ok: row.p99Ms <= TARGETS.p99Ratio * noop.p99Ms,
        },
        { check: `${list}: ${name} errors`, measured: String(row.errors), ok: row.errors === 0 },
      );
    }
    const signups = rows['(b) signups']!;
    const support = rows['(f) support messages']!;
    checks.push(
      {
        check: `${list}: (f) support messages p50 ≤ ${TARGETS.supportMedianRatio} × signups p50`,
        measured: ratio(support.p50Ms, signups.p50Ms),
        ok: support.p50Ms <= TARGETS.supportMedianRatio * signups.p50Ms,
      },
      {
        check: `${list}: (f) support errors`,
        measured: String(support.errors),
        ok: support.errors === 0,
      },
    );
    const db = rows['(d) database layer']!;
    const plain = rows['(e) plain INSERTs']!;
    checks.push({
      check: `${list}: database layer ≥ ${TARGETS.dbRatio} × plain INSERTs`,
      measured: ratio(db.perSecond, plain.perSecond),
      ok: db.perSecond >= TARGETS.dbRatio * plain.perSecond && db.errors === 0,
    });
  }
  for (const [list, steps] of Object.entries(mail))
    for (const name of ['(b) signups', '(c) confirmations', '(f) support messages']) {
      const rounds = steps[name] ?? [];
      const longest = Math.max(...rounds.map((round) => round.afterStepS));
      const unsent = rounds.reduce((sum, round) => sum + (round.unsent ?? 0), 0);
      checks.push({
        check: `${list}: ${name}' mail sent within ${TARGETS.mailAfterStepS} s of the step, each`,
        measured: `${longest.toFixed(1)} s at most, ${unsent} unsent`,
        ok: rounds.length > 0 && longest <= TARGETS.mailAfterStepS && unsent === 0,
      });
    }
  for (const name of ['(b) signups', '(c) confirmations', '(d) database layer'] as const) {
    checks.push({
      check: `${name} with ${people} people ≥ ${TARGETS.fullListShare} × empty`,
      measured: ratio(full[name]!.perSecond, empty[name]!.perSecond),
      ok: full[name]!.perSecond >= TARGETS.fullListShare * empty[name]!.perSecond,
    });
  }
  const [stored] = await sql<{ count: number }[]>`
    select count(*)::int as count from signups where email = any(${sql.array(acknowledged)})`;
  checks.push({
    check: 'every acknowledged signup stored',
    measured: `${stored?.count ?? 0} of ${acknowledged.length}`,
    ok: acknowledged.length > 0 && stored?.count === acknowledged.length,
  });
  const [kept] = await sql<{ count: number }[]>`
    select count(*)::int as count from support_messages
    where email = any(${sql.array(messagesAcknowledged)})`;
  checks.push({
    check: 'every acknowledged support message stored',
    measured: `${kept?.count ?? 0} of ${messagesAcknowledged.length}`,
    ok: messagesAcknowledged.length > 0 && kept?.count === messagesAcknowledged.length,
  });
  if (receiver) {
    const heard = new Set(
      [...receiver.events.values()]
        .filter(({ event }) => event.type === 'waitlist.confirmed')
        .map(({ event }) => event.data.email),
    );
    const missing = confirmedAcknowledged.filter((email) => !heard.has(email)).length;
    checks.push({
      check: 'every confirmation acknowledged is a verified waitlist.confirmed event',
      measured: `${confirmedAcknowledged.length - missing} of ${confirmedAcknowledged.length}, ${receiver.refused} refused`,
      ok: confirmedAcknowledged.length > 0 && missing === 0 && receiver.refused === 0,
    });
  }
  const [line] = await sql<{ n: number; distinct: number; last: number }[]>`
    select count(*)::int as n, count(distinct line_number)::int as distinct,
      coalesce(max(line_number), 0)::int as last
    from signups where line_number is not null`;
  checks.push({
    check: 'every place distinct, none missing (numbers 1…n)',
    measured: `${line!.n} people, ${line!.distinct} numbers, last ${line!.last}`,
    ok: line!.n === line!.distinct && line!.n === line!.last,
  });
  return checks;
}
