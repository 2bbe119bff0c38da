// Fuzzing the Lucene `q` -> SQL translation: any q is either refused with the API's own 400 or becomes SQL the
// database runs (checked against an in-memory PGlite holding the test corpus, for a bounded number of queries).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentStore } from '../../services/content-api/store.ts';
import { luceneToSql } from '../../services/content-api/lucene-sql.ts';
import { FIELD_NAMES } from '../../services/content-api/fields.ts';
import { ContentApiError, type ContentStore } from '../../services/content-api/types.ts';
import { allDocuments } from '../../services/content-api/test/fixtures.ts';
import { emptyDatabase } from '../support/db-copies.ts';
import { nastyString } from './arbitraries.ts';

const fields = [
  ...FIELD_NAMES.filter((f) => !f.includes('{')),
  'websites.teaomarama.website_url', 'websites.teaomarama.website_section._id', 'websites.NOT_A_SITE.website_url', 'nope', '*', '_id', '-type', '+type', '!type',
];
const words = fc.oneof(
  fc.constantFrom('story', 'video', 'true', 'false', 'kapa', 'haka', 'māori', 'Āe', 'STORYEN', '/news', '2025-02-01', '2025-02-30', '2025-02-01T09:30:00Z', 'now', 'now-7d', 'now+1h', '*', 'a*', 'ā*', '%_*', '\\*', '\\:', 'x\\ y', '-'),
  fc.stringMatching(/^[A-Za-z0-9āēīōū]{1,8}\*?$/),
);
const value = fc.oneof(
  words,
  words.map((w) => `"${w} ${w}"`),
  fc.tuple(fc.constantFrom('[', '{'), fc.oneof(words, fc.constant('*')), fc.oneof(words, fc.constant('*')), fc.constantFrom(']', '}')).map(([a, lo, hi, b]) => `${a}${lo} TO ${hi}${b}`),
  words.map((w) => `/${w}/`),
  words.map((w) => `${w}~`),
  words.map((w) => `${w}^2`),
);
const clause = fc.oneof(
  fc.tuple(fc.constantFrom(...fields), value).map(([f, v]) => `${f}:${v}`),
  value,
  fc.tuple(fc.constantFrom(...fields), fc.array(value, { minLength: 1, maxLength: 3 })).map(([f, vs]) => `${f}:(${vs.join(' OR ')})`),
);
const operator = fc.constantFrom(' ', ' AND ', ' OR ', ' NOT ', ' && ', ' || ', ' AND NOT ', ' OR NOT ', ' +', ' -', ' !');
/** Queries shaped like what editors write, with every operator, group and field mixed in. */
const grammarQuery = fc
  .tuple(fc.constantFrom('', '+', '-', 'NOT ', '('), fc.array(fc.tuple(operator, clause), { minLength: 1, maxLength: 5 }), fc.constantFrom('', ')', ' AND', ' OR', '*'))
  .map(([head, rest, tail]) => `${head}${rest.map(([op, c], i) => (i === 0 ? c : `${op}${c}`)).join('')}${tail}`);
const anyQuery = fc.oneof(grammarQuery, nastyString(10), fc.string({ unit: 'binary', maxLength: 40 }));

/** The translation's own refusal: a 400 whose message starts with "q:". */
function expectRefusal(error: unknown, q: string) {
  if (!(error instanceof ContentApiError)) throw new Error(`q ${JSON.stringify(q)} threw something other than the API's 400: ${(error as Error)?.stack ?? error}`);
  expect(error.status).toBe(400);
  expect(error.message).toMatch(/^q: /);
}

describe('fuzz: Lucene q to SQL', () => {
  it('any q either translates or is refused with a 400 starting "q:"; nothing else is thrown', () => {
    fc.assert(
      fc.property(anyQuery, (q) => {
        try {
          luceneToSql(q);
        } catch (error) {
          expectRefusal(error, q);
        }
      }),
      { numRuns: 1000 },
    );
  });

  describe('against the database (PGlite)', () => {
    let store: ContentStore;
    const empty = emptyDatabase();
    beforeAll(async () => {
      store = await createContentStore({ dataDir: empty.dataDir });
      for (const doc of allDocuments) await store.put(doc);
    });
    afterAll(async () => {
      await store?.close();
      empty.remove();
    });

    it('every q the translation accepts runs as SQL the database accepts (a search answers or refuses with 400, never a database error)', async () => {
      await fc.assert(
        fc.asyncProperty(anyQuery, async (q) => {
          try {
            const result = await store.search({ website: 'teaomarama', q, size: 3 });
            expect(result.count).toBeGreaterThanOrEqual(0);
          } catch (error) {
            expectRefusal(error, q);
          }
        }),
        { numRuns: 200 },
      );
    });
  });
});
