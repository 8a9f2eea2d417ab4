import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FITNESS_LEVELS } from '#common/validation/profile';
import { assessmentTexts } from '../../texts';
import { AssessmentShell } from '../assessment-shell';
import type { StepProps } from './step-props';

type Level = (typeof FITNESS_LEVELS)[number];
/** Where the slider starts when nothing was saved: the middle of the scale. */
const DEFAULT_LEVEL: Level = 3;

export function FitnessStep({ profile }: StepProps) {
  const { t } = assessmentTexts;
  const intl = useIntl();
  const saved = FITNESS_LEVELS.find((level) => level === profile?.fitnessLevel);
  const [level, setLevel] = useState<Level>(saved ?? DEFAULT_LEVEL);
  const names = {
    1: t.fitness1,
    2: t.fitness2,
    3: t.fitness3,
    4: t.fitness4,
    5: t.fitness5,
  } as const;
  const descriptions = {
    1: t.fitness1Text,
    2: t.fitness2Text,
    3: t.fitness3Text,
    4: t.fitness4Text,
    5: t.fitness5Text,
  } as const;
  const name = intl.formatMessage(names[level]);

  return (
    <AssessmentShell
      step={7}
      title={intl.formatMessage(t.fitnessTitle)}
      values={{ fitnessLevel: level }}
    >
      <div className="fitness">
        <p className="fitness__name" aria-hidden="true">
          {name}
        </p>
        <p className="muted fitness__text">{intl.formatMessage(descriptions[level])}</p>
        <label className="visually-hidden" htmlFor="fitness-level">
          {intl.formatMessage(t.fitnessLabel)}
        </label>
        <input
          id="fitness-level"
          className="fitness__input"
          type="range"
          min={1}
          max={5}
          step={1}
          value={level}
          aria-valuetext={`${level}: ${name}`}
          onChange={(event) => setLevel(Number(event.target.value) as Level)}
        />
        <div className="fitness__scale" aria-hidden="true">
          {FITNESS_LEVELS.map((value) => (
            <span
              key={value}
              className={value === level ? 'fitness__tick fitness__tick--on' : 'fitness__tick'}
            >
              {value}
            </span>
          ))}
        </div>
        <div className="fitness__ends" aria-hidden="true">
          <span>{intl.formatMessage(t.fitness1)}</span>
          <span>{intl.formatMessage(t.fitness5)}</span>
        </div>
      </div>
    </AssessmentShell>
  );
}
