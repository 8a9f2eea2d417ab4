// Downloads a report PDF (GET /reports/patients/{id}?… or /reports/shared/{id}) and saves it
// under the name the server gives, telling how far it got: the server draws the PDF (no
// figure to show), then the file arrives (a fraction when its size is known), then it is
// saved. A refusal comes back as its translated text.
import type { ReportRequest } from '#common/reports/report-period';
import { apiHeaders } from '../../../shared/api/api-headers';
import { sessionStore } from '../../../shared/auth/session-store';
import { saveFile } from '../../lib/save-file';

export type ReportProgress =
  { step: 'preparing' } | { step: 'downloading'; fraction: number | null } | { step: 'saved' };

/** The path of a patient's report for a period. */
export function reportPath(patientId: string, request: ReportRequest) {
  const params: Record<string, string> =
    request.kind === 'custom'
      ? { kind: 'custom', from: request.from, to: request.to }
      : { kind: request.kind, count: String(request.count) };
  return `/reports/patients/${encodeURIComponent(patientId)}?${new URLSearchParams(params)}`;
}

export const sharedReportPath = (reportId: string) =>
  `/reports/shared/${encodeURIComponent(reportId)}`;

/** The file name from Content-Disposition (its UTF-8 form first). */
function fileNameOf(disposition: string | null) {
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '');
  return utf8 ? decodeURIComponent(utf8[1]) : 'report.pdf';
}

/** The body, read piece by piece so that the progress can follow it. */
async function readBody(response: Response, onProgress: (progress: ReportProgress) => void) {
  const size = Number(response.headers.get('content-length')) || null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress({ step: 'downloading', fraction: size ? Math.min(1, received / size) : null });
  }
  return new Blob(parts as BlobPart[], { type: 'application/pdf' });
}

export async function downloadReport(
  path: string,
  language: string,
  onProgress: (progress: ReportProgress) => void = () => {},
): Promise<{ ok: true } | { ok: false; message: string }> {
  onProgress({ step: 'preparing' });
  const response = await fetch(path, { headers: apiHeaders(sessionStore.getToken(), language) });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { detail?: string };
    return { ok: false, message: body.detail ?? response.statusText };
  }
  onProgress({ step: 'downloading', fraction: 0 });
  saveFile(
    await readBody(response, onProgress),
    fileNameOf(response.headers.get('content-disposition')),
  );
  onProgress({ step: 'saved' });
  return { ok: true };
}
