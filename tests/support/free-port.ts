/** A TCP port nothing listens on now, picked by the system (@brp/testing, which the fakes use too). */
export { freePort } from '@brp/testing/free-port';
