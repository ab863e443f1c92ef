/**
 * Runs once when a server starts. Importing lib/env validates the configuration: a bad value
 * stops the server, with the message naming each problem, rather than serving half-configured
 * (Next would only log it and go on). What is valid but leaves the forms with nowhere to deliver
 * is said here, once, in the server log. With REDIS_URL, the shared cache starts here, before the
 * first request, without waiting for Redis. The waitlist's database (Postgres, or an embedded one
 * holding signups) starts opening here too, in the background, and the log says where it is.
 * Node only (instrumentation-node.ts): the settings read the file system, and NEXT_RUNTIME is
 * Next's own constant, not configuration.
 */
export async function register() {
  // Next's documented form: the Edge compile drops the branch, and the module with it.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerOnNode } = await import('./instrumentation-node');
    await registerOnNode();
  }
}
