/** A page's blocks as the page query returns them, typed by typegen (`pnpm typegen`). */
import type { PageQueryResult } from './sanity.types';

/** One block of a page; its `_type` picks the component that draws it. */
export type PageBlock = NonNullable<PageQueryResult>['blocks'][number];

/** One block type, as the page query returns it. */
export type Block<Type extends PageBlock['_type']> = Extract<PageBlock, { _type: Type }>;
