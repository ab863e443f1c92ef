// The proof of work's solver, run off the page's main thread: the `altcha` package's own PBKDF2
// worker (it answers the solver's messages, lib/forms/proof-of-work.ts).
import 'altcha/workers/pbkdf2';

// Now listening: the page sends its work only after this, since a message that arrives before a
// worker's handler is in place is dropped, and the page would wait for its answer for ever.
self.postMessage('ready');
