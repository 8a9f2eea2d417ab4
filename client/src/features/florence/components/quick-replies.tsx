import { useIntl } from 'react-intl';
import { florenceTexts } from '../texts';

/** Suggested answers under Florence's last message; in basic mode they are the main input. */
export function QuickReplies({
  options,
  large,
  onChoose,
}: {
  options: readonly string[];
  large?: boolean;
  onChoose(text: string): void;
}) {
  const intl = useIntl();
  if (!options.length) return null;
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(florenceTexts.t.quickReplies)}
      className={`quick-replies${large ? ' quick-replies--large' : ''}`}
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="quick-replies__option"
          onClick={() => onChoose(option)}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
