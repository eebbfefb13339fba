import { existsSync } from 'node:fs';
import { ConfigError, loadDatabaseTarget } from '../server/config';
import { createDb } from '../server/db/connection';
import {
  formatOutboxMessage,
  newestOutboxMessages,
  OUTBOX_USAGE,
  parseOutboxArgs,
} from '../server/mail/outbox-report';

/** `npm run outbox`: the messages the server kept, read from its database (see OUTBOX_USAGE). */
async function main(): Promise<number> {
  const command = parseOutboxArgs(process.argv.slice(2));
  if ('error' in command) {
    console.error(`${command.error}\n\n${OUTBOX_USAGE}`);
    return 2;
  }
  if (command.help) {
    console.log(OUTBOX_USAGE);
    return 0;
  }
  const database = loadDatabaseTarget(process.env);
  // Opening a missing SQLite file would create an empty database in its place.
  if (database.kind === 'sqlite' && database.path !== ':memory:' && !existsSync(database.path)) {
    console.error(`No database at ${database.path} yet: start the server once (npm start).`);
    return 1;
  }
  const db = createDb(database);
  try {
    const rows = await newestOutboxMessages(db, command);
    if (rows.length === 0)
      console.log(
        command.recipient || command.channel ? 'No message matches.' : 'The outbox is empty.',
      );
    else console.log(rows.map(formatOutboxMessage).join('\n'));
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
