/**
 * The site's settings, read and checked from the environment in one module
 * (config/environment.ts). Only server code may import them: Next's guard fails a build that
 * puts this module, or anything importing it, in a browser bundle.
 */
import 'server-only';

export * from './config/environment';
