import type { LeadStageKind } from '@focal/contracts';
import { AppError } from '../../http/app-error.ts';
import { ListText } from './messages.ts';

/**
 * The pipeline's shape: at least one open stage (where new leads start), exactly one won stage
 * (where a lead goes when it becomes a job) and at least one lost stage (where a lead goes with its
 * lost reason). Returns what is wrong with a list of kinds, or null.
 */
function pipelineProblem(kinds: LeadStageKind[]): string | null {
  const count = (kind: LeadStageKind) => kinds.filter((k) => k === kind).length;
  if (count('open') === 0) return ListText.needsOpen;
  if (count('won') !== 1) return ListText.needsOneWon;
  if (count('lost') === 0) return ListText.needsLost;
  return null;
}

export function assertPipeline(kinds: LeadStageKind[]): void {
  const problem = pipelineProblem(kinds);
  if (problem) throw new AppError('Conflict', ListText.pipelineTitle, problem);
}

export const nameTaken = (message: string, field = 'name') =>
  new AppError('AlreadyExists', ListText.nameTakenTitle, message, { data: { fields: { [field]: message } } });

export function assertRoom(count: number, max: number, what: string): void {
  if (count >= max) throw new AppError('Conflict', ListText.tooManyTitle, ListText.tooMany(max, what));
}

/** A reorder names every id of the list exactly once (the schema refuses repeats). */
export function assertSameIds(sent: string[], current: string[]): void {
  const known = new Set(current);
  if (sent.length !== known.size || sent.some((id) => !known.has(id))) {
    throw new AppError('Conflict', ListText.reorderTitle, ListText.reorder);
  }
}
