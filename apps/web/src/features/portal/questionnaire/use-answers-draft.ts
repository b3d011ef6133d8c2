import { ErrorCode } from '@focal/contracts/error-codes';
import type { PortalQuestionnaire } from '@focal/contracts/questionnaires/api';
import type { Answers, AnswerValue } from '@focal/contracts/questionnaires/answers';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/http/api-error';
import type { PortalScope } from '../lib/scope';
import { saveAnswers } from './api';
import { clearDraft, readDraft, writeDraft } from './draft-store';

/** How long the client pauses typing before their answers are sent. */
const SAVE_DELAY_MS = 800;
/** While offline, how often a save is tried again. */
const RETRY_MS = 10_000;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'failed';
type Change = AnswerValue | null;

/** A refusal's field path names the question: `answers.<questionId>`. */
const PREFIX = 'answers.';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function withChanges(answers: Answers, changes: Record<string, Change>): Answers {
  const next = { ...answers };
  for (const [id, value] of Object.entries(changes)) {
    if (value === null) delete next[id];
    else next[id] = value;
  }
  return next;
}

/**
 * The answers as the client types them: each change is kept in this device's storage at once (a tab
 * closed on a phone, offline, loses nothing) and sent ~800 ms after the last keystroke, only the
 * questions changed. Back on the page, changes never sent are laid over the server's draft (the
 * device's newest typing wins for those questions; the server's answers stand for the rest) and sent.
 */
export function useAnswersDraft(scope: PortalScope, questionnaire: PortalQuestionnaire, readOnly: boolean) {
  const key = { companyId: scope.companyId, id: questionnaire.id };
  const restored = useRef(readOnly ? {} : readDraft(key));
  const [answers, setAnswers] = useState<Answers>(() => withChanges(questionnaire.answers, restored.current));
  // A ref beside the state: a submit right after a save reads the version that save answered.
  const version = useRef(questionnaire.version);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = useRef<Record<string, Change>>({ ...restored.current });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);

  /** Sends what is pending now; answers whether nothing is left unsent. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) await inFlight.current;
    const sending = { ...pending.current };
    if (Object.keys(sending).length === 0) return true;
    setStatus('saving');
    const run = (async () => {
      try {
        const saved = await saveAnswers(scope, questionnaire.id, sending);
        // A question typed again while the save was on its way stays pending.
        for (const [id, value] of Object.entries(sending))
          if (same(pending.current[id], value)) delete pending.current[id];
        writeDraft(key, pending.current);
        version.current = saved.version;
        setErrors((e) =>
          Object.fromEntries(Object.entries(e).filter(([path]) => !(path.slice(PREFIX.length) in sending))),
        );
        setStatus(Object.keys(pending.current).length === 0 ? 'saved' : 'saving');
        return Object.keys(pending.current).length === 0;
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.ValidationFailed) {
          // The refused answers wait for the client's next change; the rest are sent again.
          setErrors((e) => ({ ...e, ...error.fields }));
          for (const path of Object.keys(error.fields)) delete pending.current[path.slice(PREFIX.length)];
          setStatus('failed');
        } else setStatus(isApiError(error) && error.status >= 400 ? 'failed' : 'offline');
        return false;
      }
    })();
    inFlight.current = run;
    const done = await run;
    inFlight.current = null;
    return done;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the questionnaire's id
  }, [scope, questionnaire.id]);

  const change = useCallback(
    (id: string, value: Change) => {
      if (readOnly) return;
      setAnswers((current) => withChanges(current, { [id]: value }));
      pending.current[id] = value;
      writeDraft(key, pending.current);
      setErrors((e) => {
        const { [`${PREFIX}${id}`]: _gone, ...rest } = e;
        return rest;
      });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the questionnaire's id
    [readOnly, flush, questionnaire.id],
  );

  // Changes restored from this device go at once; offline, they are tried again now and then.
  useEffect(() => {
    if (!readOnly && Object.keys(pending.current).length > 0) void flush();
  }, [readOnly, flush]);
  useEffect(() => {
    if (status !== 'offline') return;
    const retry = () => void flush();
    const every = setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(every);
      window.removeEventListener('online', retry);
    };
  }, [status, flush]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const forget = useCallback(() => {
    pending.current = {};
    clearDraft(key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the questionnaire's id
  }, [questionnaire.id]);

  const currentVersion = useCallback(() => version.current, []);
  return { answers, currentVersion, status, errors, setErrors, change, flush, forget };
}
