import { ArrowRight } from '../../components/icons/arrow-right';
import { Picture } from '../../components/media/Picture';
import { firstStepImage, hotspots, SelectionStep } from '../../content/questionnaire';

export interface StepProps {
  step: SelectionStep;
  onChoose(nextStep: string, label: string): void;
}

/** Step 1: the figure with its six hotspots (wide screens) beside the list of areas. */
export function FirstStep({ step, onChoose }: StepProps) {
  return (
    <div className="q-first">
      <div className="q-first__figure">
        <Picture
          media={firstStepImage.media}
          alt={firstStepImage.alt}
          sizes="(min-width: 1200px) 420px, 40vw"
          imgClassName="q-first__image"
        />
        <div className="q-first__hotspots" role="group" aria-label="Zones de l’illustration">
          {hotspots.map((hotspot) => (
            <button
              key={hotspot.id}
              type="button"
              className="hotspot"
              data-side={hotspot.x >= 50 ? 'right' : 'left'}
              style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }}
              onClick={() => onChoose(hotspot.nextStep, hotspot.label)}
            >
              <span className="hotspot__dot" aria-hidden="true" />
              <span className="hotspot__label">{hotspot.label}</span>
            </button>
          ))}
        </div>
      </div>
      <ul className="q-first__list">
        {step.options.map((option, index) => (
          <li key={option.id}>
            <button
              type="button"
              className="q-option q-option--row"
              onClick={() => onChoose(option.nextStep, option.label)}
            >
              <span className="q-option__index" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="q-option__label">{option.label}</span>
              <ArrowRight className="q-option__arrow" size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The later steps: a two-column grid of choices. */
export function ChoiceStep({ step, onChoose }: StepProps) {
  return (
    <ul className="q-grid">
      {step.options.map((option) => (
        <li key={option.id}>
          <button
            type="button"
            className="q-option q-option--card"
            onClick={() => onChoose(option.nextStep, option.label)}
          >
            <span className="q-option__label">{option.label}</span>
            <ArrowRight className="q-option__arrow" size={18} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
