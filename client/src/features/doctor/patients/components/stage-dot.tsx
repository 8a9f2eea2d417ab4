import { useIntl } from 'react-intl';
import { useLanguage } from '../../../../i18n/use-language';
import { stageGroupInfo } from '../lib/diagnosis-names';
import { patientTexts } from '../texts';

/** The stage group's colour dot with its status label (the label is what a screen reader reads). */
export function StageDot({ group, showLabel = false }: { group: string; showLabel?: boolean }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const info = stageGroupInfo(group, language);
  const label = intl.formatMessage(patientTexts.t.groupStatus, { label: info.label });
  return (
    <span className={`stage-dot stage-dot--${info.key}`}>
      <span className="stage-dot__dot" style={{ background: info.colour }} aria-hidden="true" />
      {showLabel ? <span>{info.label}</span> : <span className="visually-hidden">{label}</span>}
    </span>
  );
}
