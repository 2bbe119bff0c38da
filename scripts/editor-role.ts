// npm run editor-role -- grant <email> | revoke <email> | list
// The operator's command for editor roles: finds the identity account by its email (the person signs up first).
// Revoking ends the account's editor sessions at once.
import { pathToFileURL } from 'node:url';
import { openForCommand } from './page-config-db.ts';

const USAGE = 'usage: npm run editor-role -- grant <email> | revoke <email> | list';

export async function main(args: string[], env: NodeJS.ProcessEnv = process.env, out: Pick<Console, 'log' | 'error'> = console): Promise<number> {
  const [command, email] = args;
  if (!(command === 'list' || ((command === 'grant' || command === 'revoke') && email))) {
    out.error(command && !['grant', 'revoke', 'list'].includes(command) ? `unknown command "${command}"; ${USAGE}` : USAGE);
    return 2;
  }
  const opened = await openForCommand(out, env);
  if (!opened) return 1;
  const { access, close } = opened;
  try {
    if (command === 'list') {
      const editors = await access.list();
      for (const e of editors) out.log(`${e.email ?? `(account ${e.accountId} no longer exists)`}  ${e.role}  since ${e.grantedAt}`);
      if (!editors.length) out.log('no editors');
      return 0;
    }
    const account = await access.account({ email: email! });
    if (!account) {
      out.error(`no identity account with the email "${email}": they sign up on the site first`);
      return 1;
    }
    if (command === 'grant') {
      await access.grant(account.id);
      out.log(`${account.email} is an editor`);
    } else {
      const had = await access.revoke(account.id);
      out.log(had ? `${account.email} is no longer an editor; their editor sessions are ended` : `${account.email} was not an editor`);
    }
    return 0;
  } finally {
    await close();
  }
}

// Run directly (npm run editor-role): no registry is needed, so no module runner either.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(await main(process.argv.slice(2)));
