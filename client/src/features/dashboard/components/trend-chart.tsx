// A measure over a period as a line chart (recharts, loaded only with this module), with
// a summary and a table of the values for screen readers: the chart itself is hidden from
// them. Days without a value are gaps, never zeros.
import { useIntl } from 'react-intl';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { healthTexts } from '../health-texts';
import { dayAsDate } from '../lib/months';
import { SCALE_MAX, summarise, type Measure, type Point } from '../lib/measures';

const { t } = healthTexts;

export default function TrendChart({ measure, points }: { measure: Measure; points: Point[] }) {
  const intl = useIntl();
  const summary = summarise(points);
  const label = (day: string) =>
    intl.formatDate(dayAsDate(day), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  if (!summary) return <p className="muted">{intl.formatMessage(t.chartEmpty)}</p>;
  const max = SCALE_MAX[measure];
  return (
    <figure className="trend-chart">
      <div className="trend-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={points} margin={{ top: 8, right: 12, bottom: 4, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="day" tickFormatter={label} fontSize={12} />
            <YAxis domain={[max === 10 ? 0 : 1, max]} allowDecimals={false} fontSize={12} />
            <Tooltip labelFormatter={(day: unknown) => label(String(day))} />
            <Line
              type="monotone"
              dataKey="value"
              stroke="var(--color-primary)"
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="trend-chart__summary">
        {intl.formatMessage(t.chartSummary, summary)}
      </figcaption>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(t.chartDay)}</th>
            <th scope="col">{intl.formatMessage(t.chartValue)}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <th scope="row">{label(point.day)}</th>
              <td>{point.value ?? intl.formatMessage(t.noData)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
