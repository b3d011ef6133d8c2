/** Lints a snippet as if it were the file at `filePath` (relative to the repository root) with the real config. */
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: ROOT });

/** The ids of the rules that fire, e.g. ['import-x/no-restricted-paths']. */
export async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}
