// Asks the server for a patient's report (GET /reports/patients/{id}) and saves the PDF it
// answers under the name the server gives; a refusal comes back as its translated text.
import type { ReportRequest } from '#common/reports/report-period';
import { apiHeaders } from '../../../../shared/api/api-headers';
import { sessionStore } from '../../../../shared/auth/session-store';

function queryOf(request: ReportRequest) {
  const params: Record<string, string> =
    request.kind === 'custom'
      ? { kind: 'custom', from: request.from, to: request.to }
      : { kind: request.kind, count: String(request.count) };
  return new URLSearchParams(params).toString();
}

/** The file name from Content-Disposition (its UTF-8 form first). */
function fileNameOf(disposition: string | null) {
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '');
  return utf8 ? decodeURIComponent(utf8[1]) : 'report.pdf';
}

export async function downloadReport(
  patientId: string,
  request: ReportRequest,
  language: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const response = await fetch(
    `/reports/patients/${encodeURIComponent(patientId)}?${queryOf(request)}`,
    { headers: apiHeaders(sessionStore.getToken(), language) },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { detail?: string };
    return { ok: false, message: body.detail ?? response.statusText };
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has the file once the click is handled
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true };
}
