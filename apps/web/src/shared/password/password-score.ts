/**
 * zxcvbn and its dictionaries weigh hundreds of kilobytes: they load on first use, in their own
 * chunk, never with the page.
 */
type Checker = (password: string, userInputs: string[]) => number;

let checker: Promise<Checker> | null = null;

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => zxcvbn.check(password, userInputs).score;
    },
  );
  checker.catch(() => {
    checker = null;
  });
  return checker;
}

/** 0 (very weak) … 4 (very strong). */
export async function passwordScore(password: string, userInputs: string[] = []): Promise<number> {
  const check = await loadChecker();
  return check(password.slice(0, 256), userInputs);
}
