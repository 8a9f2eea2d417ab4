// The demo doctor as a viewer, for the demo history's follow-up work and messages: the
// seed goes through the same services a signed-in doctor's requests do.
export const doctorViewer = (userId: string) => ({
  sessionId: 'demo-seed',
  userId,
  role: 'DOCTOR' as const,
  username: 'demo-seed',
  readOnly: false,
});
