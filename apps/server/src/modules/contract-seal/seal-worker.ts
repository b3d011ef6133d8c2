import { answerJobs, handOver } from '../../lib/job-thread.ts';
import { type SealJob, type SealResult, sealInThisThread } from './seal-job.ts';

/** The sealing thread (started by seal.ts): renders, merges and signs one contract at a time. */
answerJobs<SealJob, SealResult>(sealInThisThread, (result) => handOver(result.pdf));
