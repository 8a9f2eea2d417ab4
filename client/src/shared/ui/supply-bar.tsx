import '../styles/supply-bar.css';

/** The share of the last fill still left, as a bar read out as "n of m left". */
export function SupplyBar({ left, total, label }: { left: number; total: number; label: string }) {
  const share = total > 0 ? Math.min(1, Math.max(0, left / total)) : 0;
  return (
    <div className="supply">
      <div
        className="supply__track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={left}
        aria-valuetext={label}
      >
        <div className="supply__fill" style={{ width: `${share * 100}%` }} />
      </div>
      <p className="supply__label" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
