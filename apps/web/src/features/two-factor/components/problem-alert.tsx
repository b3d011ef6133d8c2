import { Alert } from '@mantine/core';
import type { Problem } from '../lib/failure';

/** The server's title and message of a failed call (spec 02 §8), inside the modal that made it. */
export function ProblemAlert({ problem }: { problem: Problem | null }) {
  if (!problem) return null;
  return (
    <Alert color="red" title={problem.title} role="alert">
      {problem.message}
    </Alert>
  );
}
