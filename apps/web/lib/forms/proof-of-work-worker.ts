// The proof of work's solver, run off the page's main thread: the `altcha` package's own PBKDF2
// worker (it answers the solver's messages, lib/forms/proof-of-work.ts).
import 'altcha/workers/pbkdf2';
