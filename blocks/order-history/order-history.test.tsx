import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import orderHistory from './index.ts';
import { firstPage, hasNext, hasPrevious, next, previous, range } from './history.ts';

describe('order history paging', () => {
  it('the first page starts at 0 with 10 orders by default (spec section 9)', () => {
    expect(firstPage()).toEqual({ start: 0, pageSize: 10, status: '' });
    expect(firstPage(5, 'paid')).toEqual({ start: 0, pageSize: 5, status: 'paid' });
  });

  it('Next moves by a page and exists only while orders remain; Previous never goes below 0', () => {
    const p = firstPage();
    expect(hasPrevious(p)).toBe(false);
    expect(hasNext(p, 10, 23)).toBe(true);
    const p2 = next(p);
    expect(p2.start).toBe(10);
    expect(hasPrevious(p2)).toBe(true);
    const p3 = next(p2);
    expect(hasNext(p3, 3, 23)).toBe(false);
    expect(hasNext(p2, 10, 20)).toBe(false);
    expect(previous({ ...p, start: 4 }).start).toBe(0);
    // A service that does not count: a full page may have more behind it, a short one has not.
    expect(hasNext(p, 10, undefined)).toBe(true);
    expect(hasNext(p, 9, undefined)).toBe(false);
  });

  it('the range shown is 1-based and absent for an empty page', () => {
    expect(range(next(firstPage()), 10, 23)).toEqual({ from: 11, to: 20, total: 23 });
    expect(range(firstPage(), 0, 0)).toBeUndefined();
  });

  it('a filter change starts again from the first page', () => {
    expect(firstPage(10, 'failed').start).toBe(0);
  });

  it('every phrase exists in English and Māori', () => {
    const book = orderHistory.phrases as Record<string, Record<string, string>>;
    expect(Object.keys(book.mi!).sort()).toEqual(Object.keys(book.en!).sort());
  });
});

describe('order history block', () => {
  it('readers get the loading state from the server; Previous is disabled on the first page', () => {
    const html = renderBlock(orderHistory, {});
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Loading your orders');
    expect(html).toMatch(/disabled="">Previous/);
  });

  it('the editor preview shows a sample order with its status and total, in either language', () => {
    const en = renderBlock(orderHistory, { isAdmin: true });
    expect(en).toContain('Order PREVIEW-1');
    expect(en).toContain('Paid');
    expect(en).toContain('NZD 14.99');
    expect(en).toContain('Orders 1–1 of 1');
    const mi = renderBlock(orderHistory, { isAdmin: true, lang: 'mi' });
    expect(mi).toContain('Ō ota');
    expect(mi).toContain('Kua utua');
  });
});
