// Reference for the REST row of bench:lean: plain node:http and the embedded database on its
// own thread, as the app runs it (PGliteRemote), answering the check-in calls of
// load/rest-checkins.ts with the app's own statements (writeNewCheckIn, writeTurnIfUnchanged)
// and nothing else: no sign-in, no Florence (a fixed reply and state), no GraphQL. Its CPU
// per message is what one durable statement a message costs on this machine, the floor under
// the app's figure. It opens the app's data folder once the app has stopped.
import http from 'node:http';
import { openDatabase } from '../../../server/db/client';
import { writeNewCheckIn } from '../../../server/domain/checkins/new-check-in';
import { writeTurnIfUnchanged } from '../../../server/domain/checkins/turns';

// the app's own opening of the embedded database: the same thread and the same executeSql
const { executeSql, prisma } = await openDatabase({ dataDir: process.env.DATA_DIR! });
const patient = await prisma.user.findFirst({ where: { role: 'PATIENT' }, select: { id: true } });
if (!patient) throw new Error('the data folder has no patient');
const patientId = patient.id;

/** A state the size of a check-in's after a few answers (about 900 characters, as the app's). */
const STATE = {
  version: 1,
  context: { language: 'en', treatmentStatus: 'CHEMOTHERAPY', onImmunotherapy: false },
  status: 'active',
  findings: [
    { symptom: 'fatigue', severity: { kind: 'chat_scale', value: 3 }, duration: 'a few days' },
    { symptom: 'appetite_loss', negated: true },
    { symptom: 'nausea', severity: { kind: 'text', text: 'a little' } },
    { symptom: 'vomiting', negated: true },
  ],
  awaiting: { type: 'yes_no', topic: 'screen', symptom: 'pain', covers: ['pain'] },
  closed: ['how_are_you'],
  retries: 0,
  turn: 6,
  alerted: { red: [], grade3: [], caution: [] },
  asked: { how_are_you: 1, 'fatigue.severity': 1, 'fatigue.duration': 1, 'screen.pain': 1 },
};
const STATE_JSON = JSON.stringify(STATE);
const REPLY = 'Thank you. How often do you have the nausea: rarely, sometimes, or often?';
const versions = new Map<string, number>();

async function answer(path: string, body: Record<string, unknown>) {
  if (path === '/florence/start_session') {
    const { session, greeting } = await writeNewCheckIn(executeSql, {
      patientId: patientId,
      language: 'en',
      inputMode: 'text',
      mode: 'ai',
      treatmentStatus: 'CHEMOTHERAPY',
      reportedById: null,
      reporterRelationship: null,
      engineState: STATE,
      greetingText: 'Hello, how are you feeling today?',
    });
    versions.set(session.id, 0);
    return { success: true, session_id: session.id, message: greeting.text, quick_replies: [] };
  }
  if (path === '/florence/send_message') {
    const sessionId = String(body.session_id);
    const version = versions.get(sessionId) ?? 0;
    const written = await writeTurnIfUnchanged(executeSql, {
      session: { id: sessionId, patientId: patientId, version },
      text: String(body.message),
      replyText: REPLY,
      stateJson: STATE_JSON,
      receivedAt: new Date(),
    });
    if (!written) return { success: false };
    versions.set(sessionId, version + 1);
    return { success: true, session_id: sessionId, response: REPLY, message: REPLY };
  }
  return { success: false };
}

http
  .createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      answer(req.url ?? '', body).then(
        (result) => {
          res.writeHead(result.success ? 200 : 404, { 'content-type': 'application/json' });
          res.end(JSON.stringify(result));
        },
        (error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ success: false, error: String(error) }));
        },
      );
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () =>
    console.log('listening on', process.env.PORT),
  );
