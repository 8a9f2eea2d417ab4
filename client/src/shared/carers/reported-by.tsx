import { useIntl } from 'react-intl';
import { carerTexts, relationshipText } from './texts';

export type Reporter = { name: string; relationship: string };

/** "Reported by Mei, daughter": shown wherever a check-in a carer wrote is shown. */
export function ReportedBy({
  reporter,
  className,
}: {
  reporter: Reporter | null | undefined;
  className?: string;
}) {
  const intl = useIntl();
  if (!reporter) return null;
  return (
    <p className={['reported-by', className].filter(Boolean).join(' ')}>
      {intl.formatMessage(carerTexts.t.reportedBy, {
        name: reporter.name,
        relationship: intl.formatMessage(relationshipText(reporter.relationship)),
      })}
    </p>
  );
}
