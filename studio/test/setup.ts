import { configure } from '@testing-library/dom';

// findBy and waitFor give up after one second by default: on a loaded core (the test command
// pinned to one, beside the builds) a tool's fetch and render took longer than 10 s. The bound
// only ends a test that already failed; a passing one goes on as soon as its screen is there.
configure({ asyncUtilTimeout: 30_000 });
