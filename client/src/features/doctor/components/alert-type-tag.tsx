import type { CSSProperties } from 'react';
import { ALERT_TYPES, type AlertTypeKey } from '#common/alerts';
import { useLanguage } from '../../../i18n/use-language';

const isKnownType = (type: string): type is AlertTypeKey => type in ALERT_TYPES;

/** The alert's type in the current language, marked with the type's own colour. */
export function AlertTypeTag({ type }: { type: string }) {
  const { language } = useLanguage();
  if (!isKnownType(type)) return <span className="type-tag">{type}</span>;
  const entry = ALERT_TYPES[type];
  return (
    <span className="type-tag" style={{ '--type-colour': entry.colour } as CSSProperties}>
      {entry[language]}
    </span>
  );
}
