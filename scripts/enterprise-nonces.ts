// The operator's command for enterprise access (spec: POST /sales/public/v2/subscriptions/enterprise with a nonce):
//   npx tsx scripts/enterprise-nonces.ts --sku digital-annual --count 25 --label "Acme Ltd" [--days 90]
// prints one nonce a line, shown only now (the database keeps their SHA-256). It opens the same database as the
// server: DATABASE_URL when set, else the embedded PGlite under DATA_DIR (default data/),
// which only one process may open: stop the server first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createContentStore } from '../services/content-api/index.ts';
import { issueEnterpriseNonces } from '../services/sales/enterprise.ts';
import { migrateSalesDb } from '../services/sales/migrations.ts';
import type { SubsKysely } from '../services/sales/migrations-subscriptions.ts';

export async function main(args: string[], where: { databaseUrl?: string; schema?: string; pgliteDir: string }, out: (line: string) => void = console.log): Promise<number> {
  const { values } = parseArgs({ args, options: { sku: { type: 'string' }, count: { type: 'string', default: '1' }, label: { type: 'string' }, days: { type: 'string' } } });
  if (!values.sku || !values.label) {
    console.error('usage: enterprise-nonces --sku <product sku> --label <organisation> [--count N] [--days N]');
    return 2;
  }
  let store: Awaited<ReturnType<typeof createContentStore>>;
  try {
    store = await createContentStore({ databaseUrl: where.databaseUrl, schema: where.schema, dataDir: where.pgliteDir });
  } catch (error) {
    // The embedded server holding the folder, say: the reason, not a stack trace.
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  try {
    await migrateSalesDb(store.db, where.databaseUrl ? where.schema : undefined);
    const nonces = await issueEnterpriseNonces(store.db as unknown as SubsKysely, {
      sku: values.sku, label: values.label, count: Number(values.count), days: values.days === undefined ? undefined : Number(values.days),
    });
    for (const nonce of nonces) out(nonce);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  process.exit(await main(process.argv.slice(2), { databaseUrl: env.DATABASE_URL, pgliteDir: path.join(env.DATA_DIR || 'data', 'pglite') }));
}
