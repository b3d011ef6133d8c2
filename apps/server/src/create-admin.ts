/**
 * `npm run create-admin`: the first administrator of a real installation (later ones are invited
 * from the console). Same configuration as the server (DATA_DIR or DATABASE_URL). The e-mail and
 * name come from --email and --name or are asked for; the password is always asked for, never a
 * flag (a flag stays in the shell's history and in `ps`): typed without echo on a terminal, or read
 * as a line from a pipe. It is checked with the users' rules, and never printed or logged.
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import type { z } from 'zod';
import { emailField, passwordField, requiredText } from '@focal/contracts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { AppError } from './http/app-error.ts';
import { addAdmin } from './modules/admin/admins-service.ts';
import { assertAcceptablePassword } from './modules/auth/passwords.ts';
import { DataDirLockedError, lockDataDir } from './process-lock.ts';
import { databaseOptions } from './runtime.ts';

class InputError extends Error {}

/** Prompts on stderr; on a terminal the answer to a secret question is not echoed. */
function prompter() {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const terminal = Boolean(process.stdin.isTTY);
  const rl = createInterface({ input: process.stdin, output, terminal });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (question: string, secret = false) => {
    process.stderr.write(question);
    muted = secret && terminal;
    const next = await lines.next();
    // A hidden answer's Enter was not echoed, and a piped one never is: end the prompt's line.
    if (muted || !terminal) process.stderr.write('\n');
    muted = false;
    if (next.done) throw new InputError(`No answer to "${question.trim()}" (the input ended).`);
    return next.value;
  };
  return { ask, close: () => rl.close() };
}

/** The value as the API's own field schema reads it, or an error naming the field. */
function parsed<T>(schema: z.ZodType<T>, value: string, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new InputError(`${what}: ${result.error.issues[0]?.message ?? 'not valid'}`);
  return result.data;
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const config = loadConfig();
  // The embedded database belongs to one process: refuse while the server holds it.
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const prompt = prompter();
  try {
    const email = parsed<string>(emailField(), values.email ?? (await prompt.ask('E-mail: ')), 'E-mail');
    const name = parsed<string>(requiredText(100), values.name ?? (await prompt.ask('Name: ')), 'Name');
    const password = parsed<string>(passwordField, await prompt.ask('Password: ', true), 'Password');
    await assertAcceptablePassword(password).catch((error: unknown) => {
      throw error instanceof AppError ? new InputError(`Password: ${error.message}`) : error;
    });
    const database = await openDatabase(databaseOptions(config));
    try {
      await migrate(database);
      if (!(await addAdmin(database.db, { email, name, password })))
        throw new InputError(`An administrator ${email} exists already.`);
    } finally {
      await database.close();
    }
    console.log(`Administrator ${email} created. Sign in at ${config.publicUrl}/admins.`);
  } finally {
    prompt.close();
    release();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof InputError || error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
