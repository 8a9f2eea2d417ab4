// An integrator's page on another origin (another port) uses the REST mirror from the
// browser: listed in CORS_ORIGINS (playwright.config.ts), it signs in and completes a
// check-in; from an unlisted origin the browser is refused the answers.
import http from 'node:http';
import { expect, test } from '@playwright/test';

const apiPort = Number(process.env.E2E_PORT ?? 4321);
const api = `http://localhost:${apiPort}`;

// The integrator's page: plain fetch calls, as the original client's API module makes them.
const PAGE = `<!doctype html><html lang="en"><body><output id="out">working</output><script>
(async () => {
  const out = document.getElementById('out');
  try {
    const tokenAnswer = await fetch('${api}/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=demo.patient&password=demo-pass-123',
    });
    const { access_token } = await tokenAnswer.json();
    const call = (path, body) => fetch('${api}' + path, {
      method: 'POST',
      headers: { authorization: 'Bearer ' + access_token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
    const started = await call('/florence/start_session', { language: 'en' });
    await call('/florence/send_message', { session_id: started.session_id, message: 'feeling ok, a bit tired today' });
    const finished = await call('/florence/finish_session/' + started.session_id, {});
    out.textContent = 'done ' + finished.triage_status;
  } catch (error) {
    out.textContent = 'refused ' + error.name;
  }
})();
</script></body></html>`;

function servePage(port: number) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(PAGE);
  });
  return new Promise<http.Server>((resolve) => server.listen(port, () => resolve(server)));
}

test('a listed origin signs in and completes a check-in; an unlisted one is refused', async ({
  page,
}) => {
  const listed = await servePage(apiPort + 1);
  const unlisted = await servePage(apiPort + 2);
  try {
    await page.goto(`http://localhost:${apiPort + 1}/`);
    await expect(page.locator('#out')).toHaveText(/^done (completed|generating)$/, {
      timeout: 30_000,
    });
    await page.goto(`http://localhost:${apiPort + 2}/`);
    await expect(page.locator('#out')).toHaveText('refused TypeError', { timeout: 30_000 });
  } finally {
    listed.close();
    unlisted.close();
  }
});
