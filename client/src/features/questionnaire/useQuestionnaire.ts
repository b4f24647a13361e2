import { useCallback, useEffect, useRef, useState } from 'react';
import { FIRST_STEP_ID, getStep, QuestionnaireStep } from '../../content/questionnaire';

/** The step slides out in 0.3 s and the next one in in 0.4 s; nothing answers meanwhile. */
export const SLIDE_OUT_MS = 300;
export const SLIDE_IN_MS = 400;

export type Phase = 'idle' | 'out' | 'in';

interface Answers {
  stepId: string;
  /** Steps answered so far, oldest first (the history stack). */
  history: string[];
  /** Step id → chosen label, in the order answered. */
  selections: Record<string, string>;
}

const START: Answers = { stepId: FIRST_STEP_ID, history: [], selections: {} };

export interface QuestionnaireState {
  step: QuestionnaireStep;
  history: string[];
  selections: Record<string, string>;
  /** The chosen labels, in order. */
  labels: string[];
  phase: Phase;
  /** True while a slide runs: every choice, button and field is disabled. */
  locked: boolean;
  choose(nextStep: string, label: string): void;
  back(): void;
  /** Back to the first step with no answer (a new request after one was sent). */
  restart(): void;
}

export function useQuestionnaire(): QuestionnaireState {
  const [answers, setAnswers] = useState<Answers>(START);
  const [phase, setPhase] = useState<Phase>('idle');
  const busy = useRef(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  /** Slides the current step out, applies the change, slides the next one in. */
  const slide = useCallback((apply: (answers: Answers) => Answers) => {
    if (busy.current) return;
    busy.current = true;
    setPhase('out');
    timers.current.push(
      window.setTimeout(() => {
        setAnswers(apply);
        setPhase('in');
        timers.current.push(
          window.setTimeout(() => {
            busy.current = false;
            setPhase('idle');
          }, SLIDE_IN_MS),
        );
      }, SLIDE_OUT_MS),
    );
  }, []);

  const choose = useCallback(
    (nextStep: string, label: string) =>
      slide((current) => ({
        stepId: nextStep,
        history: [...current.history, current.stepId],
        selections: { ...current.selections, [current.stepId]: label },
      })),
    [slide],
  );

  const back = useCallback(
    () =>
      slide((current) => {
        const previous = current.history[current.history.length - 1];
        if (!previous) return current;
        const selections = { ...current.selections };
        delete selections[previous];
        return { stepId: previous, history: current.history.slice(0, -1), selections };
      }),
    [slide],
  );

  const restart = useCallback(() => {
    if (busy.current) return;
    setAnswers(START);
  }, []);

  return {
    step: getStep(answers.stepId),
    history: answers.history,
    selections: answers.selections,
    labels: answers.history.map((id) => answers.selections[id]),
    phase,
    locked: phase !== 'idle',
    choose,
    back,
    restart,
  };
}
