import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A test file that starts processes of its own: the server, its workers, a command-line script. */
const STARTS_PROCESSES = /\b(?:spawn|startMain)\(/;

/**
 * Vitest's order (by the last run's times; on a fresh clone, which has none, by file size), except
 * that within a project the files that start processes go first. Each takes 10-60 s where a file
 * takes one or two, much of it waiting for a child process; they are small files, so on a fresh
 * clone they came last, and the lane ended with one worker waiting on them and the other core idle
 * (about 10 s of the api lane, as in CI).
 */
export class ProcessesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const firstOfProject = new Map<string, number>();
    sorted.forEach((spec, i) => {
      if (!firstOfProject.has(spec.project.name)) firstOfProject.set(spec.project.name, i);
    });
    const later = new Map(
      sorted.map((spec) => [spec, STARTS_PROCESSES.test(readFileSync(spec.moduleId, 'utf8')) ? 0 : 1]),
    );
    // Array.prototype.sort is stable: within each group Vitest's own order stays.
    return sorted.sort(
      (a, b) =>
        firstOfProject.get(a.project.name)! - firstOfProject.get(b.project.name)! ||
        later.get(a)! - later.get(b)!,
    );
  }
}
