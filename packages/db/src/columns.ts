import { timestamp } from 'drizzle-orm/pg-core';

/** A moment in time, as every table keeps one: with its time zone, read as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
