// Card numbers never reach the sales service (PCI DSS SAQ A): a purchase with each test card, through the API with
// the provider's tokens, leaves no card number in any table, in the server's output or in any answer.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_CARDS } from '../payments/card-tokens.ts';
import { backends, newEmail, order, pay, paymentPath, startSales, type SalesRunning } from './harness.ts';

const NUMBERS = Object.keys(TEST_CARDS);
/** A number as it may be written: plain, in groups of four, or with dashes. */
const spellings = (n: string) => [n, n.replace(/(\d{4})(?=\d)/g, '$1 '), n.replace(/(\d{4})(?=\d)/g, '$1-')];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`no card number reaches the sales service (${backend.name})`, () => {
    let api: SalesRunning;
    const output: string[] = [];
    beforeAll(async () => {
      // The server's output, however it writes it: console or the process streams.
      for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void output.push(args.map((a) => (a instanceof Error ? `${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' ')));
      }
      for (const stream of [process.stdout, process.stderr]) {
        const write = stream.write.bind(stream);
        vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: never[]) => {
          output.push(String(chunk));
          return write(chunk as string, ...rest);
        }) as typeof stream.write);
      }
      api = await startSales(backend);
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      await api?.close();
    });

    /** Every row of every table of this run's database, as text. */
    async function databaseText(): Promise<string> {
      const schema = api.schema ?? (await sql<{ s: string }>`select current_schema() as s`.execute(api.db)).rows[0]!.s;
      const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE'`.execute(api.db);
      expect(tables.rows.map((t) => t.name)).toEqual(expect.arrayContaining(['sales_payments', 'sales_payment_methods', 'sales_orders']));
      const dumps: string[] = [];
      for (const { name } of tables.rows) {
        const rows = await sql`select * from ${sql.table(`${schema}.${name}`)}`.execute(api.db);
        dumps.push(`${name}: ${JSON.stringify(rows.rows)}`);
      }
      return dumps.join('\n');
    }

    it('a purchase with each test card (approve, decline, no funds, 3-D Secure completed and failed, later declined) and a card update leave no card number in the database, the logs or any answer', async () => {
      const reader = api.shopper();
      await reader.signIn(newEmail());
      for (const [number, behaviour] of Object.entries(TEST_CARDS)) {
        const orderNumber = await order(reader);
        const reply = await pay(reader, orderNumber, number, { returnUrl: '/checkout/' });
        if (behaviour === 'declined' || behaviour === 'no_funds') expect(reply.status, behaviour).toBe(402);
        else if (behaviour !== 'challenge') expect(reply.body.status, behaviour).toBe('paid');
        else {
          expect(reply.body.payment.status).toBe('requires_3ds');
          await fetch(api.origin + reply.body.payment.challengeUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'complete' }), redirect: 'manual' });
          expect((await reader.call('PUT', `/checkout/3ds/order/${orderNumber}/payment/test-card`, { body: {} })).body.status).toBe('paid');
          const failing = await order(reader);
          const asked = await pay(reader, failing, number, { returnUrl: '/checkout/' });
          await fetch(api.origin + asked.body.payment.challengeUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'fail' }), redirect: 'manual' });
          expect((await reader.call('PUT', `/checkout/3ds/order/${failing}/payment/test-card`, { body: {} })).status).toBe(402);
        }
      }
      // A card update with the provider's token, too.
      const method = await api.db.selectFrom('sales_payment_methods').select('id').where('owner_uuid', '=', reader.uuid!).executeTakeFirstOrThrow();
      expect((await reader.call('PUT', `/paymentmethod/${method.id}/provider/test-card`)).status).toBe(200);
      const updated = await reader.call('PUT', `/paymentmethod/${method.id}/provider/test-card/finalize`, { body: { token: await reader.tokenize(NUMBERS[0]!) } });
      expect(updated.body).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
      // And an attempt to send the card itself, refused before anything keeps it.
      const refused = await reader.call('PUT', paymentPath(await order(reader)), { body: { card: { number: NUMBERS[0], expMonth: 12, expYear: 2099, cvc: '123' } } });
      expect(refused.status).toBe(400);

      const seen = { database: await databaseText(), logs: output.join('\n'), answers: api.responses.join('\n') };
      expect(seen.database).toContain('4242');
      for (const number of NUMBERS) {
        for (const spelled of spellings(number)) {
          for (const [where, text] of Object.entries(seen)) expect(text.includes(spelled), `${spelled} in ${where}`).toBe(false);
        }
      }
    });
  });
}
