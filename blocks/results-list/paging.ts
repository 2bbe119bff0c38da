/**
 * Paging of the list sources ("default services use offset and size; story-feed-author,
 * story-feed-sections, story-feed-tag use feedOffset and feedSize; content-api-collections uses from, size and
 * getNext=true") and the results-list constants ("Results: page size 10, offset 0, first load twice page size").
 */
import type { ContentConfig } from '../../engine/index.ts';

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_OFFSET = 0;

export interface PagingKeys {
  offset: string;
  size: string;
  /** Largest size the source accepts (sources/*.ts params). */
  maxSize: number;
  /** Fixed query values the source's paging needs. */
  extra?: Record<string, string | number | boolean>;
}

const OFFSET_SIZE: PagingKeys = { offset: 'offset', size: 'size', maxSize: 100 };
const FEED: PagingKeys = { offset: 'feedOffset', size: 'feedSize', maxSize: 100 };

const BY_SOURCE: Record<string, PagingKeys> = {
  'story-feed-query': OFFSET_SIZE,
  'story-feed-author': FEED,
  'story-feed-sections': FEED,
  'story-feed-tag': FEED,
  'content-api-collections': { offset: 'from', size: 'size', maxSize: 20, extra: { getNext: true } },
};

/** The paging parameter names of a source; any other ("default services") pages with offset and size. */
export function pagingKeys(source: string): PagingKeys {
  return BY_SOURCE[source] ?? OFFSET_SIZE;
}

function whole(value: unknown, min: number): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min ? n : undefined;
}

/** Where the list starts and how many stories make a page, from the editor's content config. */
export function configuredPaging(config: ContentConfig | undefined): { offset: number; pageSize: number } {
  if (!config) return { offset: DEFAULT_OFFSET, pageSize: DEFAULT_PAGE_SIZE };
  const keys = pagingKeys(config.contentService);
  const values = config.contentConfigValues ?? {};
  return {
    offset: whole(values[keys.offset], 0) ?? DEFAULT_OFFSET,
    pageSize: Math.min(whole(values[keys.size], 1) ?? DEFAULT_PAGE_SIZE, keys.maxSize),
  };
}

/** A size the source accepts: at least 1, at most its maximum. */
export function clampSize(source: string, size: number): number {
  return Math.max(1, Math.min(Math.floor(size), pagingKeys(source).maxSize));
}

/**
 * The query for one page: the editor's query values with the source's own paging parameters set, selecting what
 * the field selects (`select`, the list's cards), so later pages come as trimmed as the first.
 */
export function pageQuery(config: ContentConfig, offset: number, size: number, select: readonly string[]): Record<string, unknown> {
  const keys = pagingKeys(config.contentService);
  return {
    ...config.contentConfigValues,
    ...keys.extra,
    [keys.offset]: Math.max(0, Math.floor(offset)),
    [keys.size]: clampSize(config.contentService, size),
    _select: select,
  };
}
