// A help-centre report as the support team receives it (always in English: one inbox).
export function supportMail(report: {
  id: string;
  kind: 'BUG' | 'FEEDBACK';
  message: string;
  createdAt: Date;
  username: string;
  role: string;
  language: string;
}) {
  const what = report.kind === 'BUG' ? 'Bug report' : 'Feedback';
  return {
    subject: `[Florence Care] ${what} from ${report.username}`,
    text: [
      `${what} sent ${report.createdAt.toISOString()} (reference ${report.id}).`,
      `From: ${report.username} (${report.role.toLowerCase()}, app language ${report.language})`,
      'Reply to this e-mail to answer them.',
      '',
      report.message,
    ].join('\n'),
  };
}
