// Draws a report as an A4 PDF (pdfkit) in one language: the header, wellness and
// adherence, symptoms by day, triage results with their rationale, alerts and
// medications. Every line goes through the Chinese font runs, so names and texts in
// either language show.
import type PDFKit from 'pdfkit';
import type { Language } from '#common/language';
import { CANCER_TYPES } from '#common/patients/cancer-types';
import { STAGES, isStageKey } from '#common/patients/stages';
import { ALERT_TITLES, type AlertLevel } from '#common/triage-labels';
import { fontPath, fontRuns } from './cjk-font';
import type { ReportData } from './report-data';
import { reportText } from './report-texts';

type Doc = InstanceType<typeof PDFKit>;
type Style = { size?: number; color?: string; gap?: number };

function line(doc: Doc, fonts: Set<string>, text: string, style: Style = {}) {
  const runs = fontRuns(text || ' ');
  doc.fontSize(style.size ?? 10).fillColor(style.color ?? '#1f2933');
  runs.forEach((run, i) => {
    if (!fonts.has(run.font)) {
      doc.registerFont(run.font, fontPath(run.font));
      fonts.add(run.font);
    }
    doc.font(run.font).text(run.text, { continued: i < runs.length - 1 });
  });
  if (style.gap) doc.moveDown(style.gap);
}

const figure = (value: number | null, suffix = '') => (value == null ? null : `${value}${suffix}`);

function clinicTime(at: Date, language: Language) {
  return new Intl.DateTimeFormat(language === 'zh-HK' ? 'zh-HK' : 'en-GB', {
    timeZone: 'Asia/Hong_Kong',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}

function diagnosisLine(data: ReportData, language: Language) {
  const { cancerType, stage } = data.patient;
  const type =
    cancerType && cancerType in CANCER_TYPES
      ? CANCER_TYPES[cancerType as keyof typeof CANCER_TYPES][language]
      : null;
  const stageName = isStageKey(stage) ? STAGES[stage][language] : null;
  return [type, stageName].filter(Boolean).join(' – ');
}

/** Each section: its heading, then its lines, or 'no data' when it has none. */
function section(doc: Doc, fonts: Set<string>, heading: string, lines: string[], none: string) {
  doc.moveDown(0.8);
  line(doc, fonts, heading, { size: 13, color: '#0b5563', gap: 0.3 });
  for (const text of lines.length ? lines : [none]) line(doc, fonts, text, { gap: 0.2 });
}

/** pdfkit is loaded on the first report, not at start (it costs 0.2 s of every start). */
const loadPdfKit = () => import('pdfkit').then((module) => module.default);

export async function renderReport(
  data: ReportData,
  language: Language,
  now: Date,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const t = reportText(language);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: t('title') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = new Set<string>();
  const none = t('noData');
  const missing = t('notAvailable');

  line(doc, fonts, `${t('title')}: ${data.patient.name}`, { size: 18, gap: 0.3 });
  line(doc, fonts, `${t('period')}: ${data.period.from} ${t('to')} ${data.period.to}`);
  const diagnosis = diagnosisLine(data, language);
  if (diagnosis) line(doc, fonts, `${t('diagnosis')}: ${diagnosis}`);
  line(doc, fonts, `${t('generated')}: ${clinicTime(now, language)}`, { color: '#52606d' });

  section(
    doc,
    fonts,
    t('wellness'),
    [
      `${t('wellnessScore')}: ${figure(data.wellness) ?? missing}`,
      `${t('adherence')}: ${figure(data.adherence, '%') ?? missing}`,
    ],
    none,
  );
  section(
    doc,
    fonts,
    t('symptomsByDay'),
    data.days.map(
      (day) =>
        `${day.day} (${t('score')} ${figure(day.score) ?? missing}): ${day.symptoms.join(', ') || t('noSymptoms')}`,
    ),
    none,
  );
  section(
    doc,
    fonts,
    t('triage'),
    data.triage.map((result) => {
      const level =
        result.level in ALERT_TITLES
          ? ALERT_TITLES[result.level as AlertLevel][language]
          : result.level;
      return `${clinicTime(result.at, language)} · ${level}: ${result.rationale}`;
    }),
    none,
  );
  section(
    doc,
    fonts,
    t('alerts'),
    data.alerts.map(
      (alert) =>
        `${clinicTime(alert.at, language)} · ${t(`importance${alert.importance}`)} · ${alert.title} (${t(`status${alert.status}`)})`,
    ),
    none,
  );
  section(
    doc,
    fonts,
    t('medications'),
    data.medications.map(
      (m) =>
        `${m.name} ${m.strength} (${t(`status${m.status}`)}): ${t('adherence')} ${figure(m.adherence, '%') ?? missing}`,
    ),
    none,
  );
  doc.end();
  return finished;
}
