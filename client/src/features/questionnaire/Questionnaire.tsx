import { ArrowLeft } from '../../components/icons/arrow-left';
import { useEffect, useRef, useState } from 'react';
import { Picture } from '../../components/media/Picture';
import { BACK_LABEL, FIRST_STEP_ID } from '../../content/questionnaire';
import { FinalStep } from './FinalStep';
import { ChoiceStep, FirstStep } from './FirstStep';
import { RequestSent, SentRequest } from './RequestSent';
import { useQuestionnaire } from './useQuestionnaire';

/**
 * The guided questionnaire: one step at a time, a history to go back, and a request
 * form at the end. Focus follows the steps: each new step's title receives it.
 */
export default function Questionnaire() {
  const q = useQuestionnaire();
  const title = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const { step } = q;
  // Once the request is sent, its confirmation takes the last step's place until « Faire une
  // nouvelle demande » starts the questionnaire again.
  const [sent, setSent] = useState<SentRequest | null>(null);
  const restart = () => {
    setSent(null);
    q.restart();
  };

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    title.current?.focus({ preventScroll: true });
    const top = root.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      root.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
  }, [step.id]);

  const isFinal = step.type === 'final';
  return (
    <div ref={root} className="q" data-step={step.id} data-testid="questionnaire">
      {step.backgroundImage && (
        <Picture
          key={step.backgroundImage}
          media={step.backgroundImage}
          alt=""
          sizes="(min-width: 1200px) 1100px, 100vw"
          className="q__backdrop"
        />
      )}
      <div className="q__bar">
        <p className="q__progress">{isFinal ? 'Votre demande' : `Étape ${q.history.length + 1}`}</p>
        {q.history.length > 0 && !sent && (
          <button type="button" className="q__back" onClick={q.back} disabled={q.locked}>
            <ArrowLeft size={16} aria-hidden="true" />
            {BACK_LABEL}
          </button>
        )}
      </div>
      {sent ? (
        <RequestSent sent={sent} onRestart={restart} />
      ) : (
        <div key={step.id} className="q__stage" data-phase={q.phase}>
          <h3 ref={title} tabIndex={-1} className={isFinal ? 'q__title q__title--final' : 'q__title'}>
            {step.title}
          </h3>
          {step.type === 'final' ? (
            <FinalStep labels={q.labels} selections={q.selections} locked={q.locked} onSent={setSent} />
          ) : (
            <fieldset className="q__choices" disabled={q.locked}>
              <legend className="visually-hidden">{step.title}</legend>
              {step.id === FIRST_STEP_ID ? (
                <FirstStep step={step} onChoose={q.choose} />
              ) : (
                <ChoiceStep step={step} onChoose={q.choose} />
              )}
            </fieldset>
          )}
        </div>
      )}
    </div>
  );
}
