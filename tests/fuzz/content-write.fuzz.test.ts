// Fuzzing the content API's write validation: any body is accepted or refused with a 400 naming a path, and
// whatever it accepts the database stores (an in-memory PGlite, for a bounded number of documents).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentStore } from '../../services/content-api/store.ts';
import { validateDocument } from '../../services/content-api/validate.ts';
import { ContentApiError, DOCUMENT_TYPES, type AnsDocument, type ContentStore } from '../../services/content-api/types.ts';
import { emptyDatabase } from '../support/db-copies.ts';
import { nastyString, PROTOTYPE_NAMES } from './arbitraries.ts';

const text = fc.oneof(fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 4 }), nastyString(3));
const key = fc.oneof(fc.constantFrom('basic', '_id', 'type', 'slug', 'text', 'name', 'website_url', 'website_section', ...PROTOTYPE_NAMES), text);
/** What JSON.parse can hand the API: no undefined, NaN or functions, but any string, NUL and lone surrogates included. */
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), text, fc.array(tie('value'), { maxLength: 3 }), tie('object')),
  object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
})).value;

const id = fc.oneof(fc.constantFrom('STORY1', 'a', 'story-1', '/news', '/news/local', 'x'.repeat(129), '', ' ', '/'), fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,10}$/), text);
const date = fc.oneof(
  fc.constantFrom(
    '2025-02-01T09:30:00Z', '2025-02-01', '2025-02-30T00:00:00Z', '2024-02-29T12:00:00+13:00', '2025-01-01T24:00:00Z', '2025-01-01T23:59:60Z',
    '0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '2025-01-01T00:00:00+2400', '2025-01-01T00:00:00.123456789Z', '2025-13-01T00:00:00Z',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  text,
);
const siteId = fc.oneof(fc.constantFrom('teaomarama', 'te-rito', 'Bad_Site', ''), text);
const websites = fc.dictionary(
  siteId,
  fc.oneof(json, fc.record({ website_url: fc.oneof(fc.constantFrom('/news/a/', '/x', 'no-slash', '/with space/'), text.map((t) => `/${t}`)), website_section: fc.oneof(json, fc.record({ _id: fc.oneof(fc.constantFrom('/news', 'news'), text), name: fc.oneof(text, json) })) }, { requiredKeys: ['website_url'] })),
  { maxKeys: 2 },
);
/** Mostly the right shape, now and then anything at all: so both the checks and the database see a variety. */
const mostly = <T,>(valid: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 40 }, { arbitrary: json, weight: 1 });
const goodText = fc.oneof({ arbitrary: fc.string({ maxLength: 10 }), weight: 20 }, { arbitrary: text, weight: 1 });
const goodDate = fc.oneof({ arbitrary: fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2200-01-01') }).map((d) => d.toISOString()), weight: 20 }, { arbitrary: date, weight: 1 });
const goodId = fc.oneof({ arbitrary: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,12}$/), weight: 20 }, { arbitrary: id, weight: 1 });
const goodWebsites = fc.dictionary(
  fc.oneof({ arbitrary: fc.constantFrom('teaomarama', 'te-rito', 'open-justice'), weight: 30 }, { arbitrary: siteId, weight: 1 }),
  mostly(fc.record({ website_url: fc.oneof({ arbitrary: fc.stringMatching(/^\/[a-z0-9/-]{0,12}$/), weight: 8 }, { arbitrary: text.map((t) => `/${t}`), weight: 2 }), website_section: mostly(fc.record({ _id: fc.oneof({ arbitrary: fc.constantFrom('/news', '/video', '/news/local'), weight: 20 }, { arbitrary: text, weight: 1 }), name: goodText })) }, { requiredKeys: ['website_url'] })),
  { minKeys: 1, maxKeys: 2 },
);
/** Bodies shaped like ANS documents of every type, with the fields each type needs, each sometimes wrong. */
const document = fc
  .tuple(
    fc.oneof({ arbitrary: fc.constantFrom(...DOCUMENT_TYPES), weight: 30 }, { arbitrary: text, weight: 1 }),
    fc.record(
      {
        display_date: goodDate,
        first_publish_date: goodDate,
        websites: mostly(goodWebsites),
        canonical_url: mostly(goodText),
        language: mostly(fc.constantFrom('en', 'mi')),
        headlines: mostly(fc.record({ basic: mostly(goodText) })),
        description: mostly(fc.record({ basic: goodText })),
        taxonomy: mostly(fc.record({ tags: mostly(fc.array(mostly(fc.record({ text: goodText, slug: goodText })), { maxLength: 2 })), sections: mostly(fc.array(fc.record({ _id: fc.constantFrom('/news', '/news/local') }), { maxLength: 2 })), seo_keywords: mostly(fc.array(goodText, { maxLength: 2 })) }, { requiredKeys: [] })),
        credits: mostly(fc.record({ by: mostly(fc.array(mostly(fc.record({ _id: goodId, name: goodText })), { maxLength: 2 })) })),
        extra: json,
        [PROTOTYPE_NAMES[0]]: json,
      },
      { requiredKeys: [] },
    ),
    goodId,
    goodText,
  )
  .map(([type, fields, docId, word]) => {
    const doc: Record<string, unknown> = { ...fields, type, _id: type === 'section' ? `/${docId}` : docId };
    if (['story', 'video', 'gallery'].includes(type as string)) doc.display_date ??= '2025-02-01T09:30:00Z';
    if (type === 'section') doc._website = 'teaomarama';
    if (type === 'tag') doc.slug = word;
    if (type === 'image') doc.url = word;
    if (type === 'collection') doc.content_elements = [{ _id: docId }];
    return doc;
  });
const body = fc.oneof(json, document);

function expectRefusal(error: unknown, body: unknown) {
  if (!(error instanceof ContentApiError)) throw new Error(`${JSON.stringify(body)?.slice(0, 300)} threw something other than the API's 4xx: ${(error as Error)?.stack ?? error}`);
  expect(error.status).toBeGreaterThanOrEqual(400);
  expect(error.status).toBeLessThan(500);
  expect(error.message.length).toBeGreaterThan(0);
}

describe('fuzz: content write validation', () => {
  it('any body is returned as a typed document or refused with a 400 naming the path; nothing else is thrown', () => {
    fc.assert(
      fc.property(body, (input) => {
        try {
          const doc = validateDocument(input);
          expect(DOCUMENT_TYPES).toContain(doc.type);
          expect(typeof doc._id).toBe('string');
        } catch (error) {
          expectRefusal(error, input);
          expect((error as ContentApiError).status).toBe(400);
        }
      }),
      { numRuns: 2000 },
    );
  });

  describe('against the database (PGlite)', () => {
    let store: ContentStore;
    const empty = emptyDatabase();
    beforeAll(async () => {
      store = await createContentStore({ dataDir: empty.dataDir });
    });
    afterAll(async () => {
      await store?.close();
      empty.remove();
    });

    let stored = 0;
    it('a document the validation accepts is stored and read back by its id (a clash of URLs is a 409), never a database error', async () => {
      await fc.assert(
        fc.asyncProperty(document, async (input) => {
          let doc: AnsDocument;
          try {
            doc = validateDocument(structuredClone(input));
          } catch {
            return; // refused before the database: the property above covers refusals
          }
          try {
            await store.put(doc);
          } catch (error) {
            expectRefusal(error, input);
            expect((error as ContentApiError).status).toBe(409);
            return;
          }
          stored++;
          if (doc.type !== 'section') expect((await store.get(doc._id))?._id).toBe(doc._id);
        }),
        { numRuns: 200 },
      );
      // The generator must reach the database often enough for the property to say something.
      expect(stored).toBeGreaterThan(40);
    });
  });
});
