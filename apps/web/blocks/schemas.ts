/**
 * Every block's schema, for the studio (studio/schemaTypes/blocks imports this list). A block is
 * one folder here: schema.ts, query.ts, its component, its test and example.ts
 * (blocks.test.ts fails when a registered block lacks one).
 */
import { stats } from './stats/schema';
import { team } from './team/schema';
import { platformGroups } from './platform-groups/schema';
import { tagNote } from './tag-note/schema';

export const MOVED_BLOCK_SCHEMAS = [tagNote, platformGroups, team, stats];
