// reCAPTCHA verification against a local HTTP server standing in for the verify URL, by the spec's score rule.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScore, recaptchaVerifier } from './captcha-recaptcha.ts';

/** What the stand-in answers for each token it is sent. */
const ANSWERS: Record<string, { status?: number; body: string }> = {
  'checkbox-ok': { body: JSON.stringify({ success: true, hostname: 'news.example' }) },
  'score-0.9': { body: JSON.stringify({ success: true, score: 0.9, action: 'signin' }) },
  'score-0.5': { body: JSON.stringify({ success: true, score: 0.5, action: 'signin' }) },
  'score-0.3': { body: JSON.stringify({ success: true, score: 0.3, action: 'signin' }) },
  'failed-score': { body: JSON.stringify({ success: false, score: 0.9 }) },
  rejected: { body: JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }) },
  'server-error': { status: 500, body: JSON.stringify({ success: true, score: 1 }) },
  'not-json': { body: '<html>oops</html>' },
  'success-string': { body: JSON.stringify({ success: 'true' }) },
};

let server: Server;
let verifyUrl: string;
const received: Array<Record<string, string>> = [];

async function form(req: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const fields = await form(req);
    received.push({ ...fields, method: req.method ?? '', contentType: req.headers['content-type'] ?? '' });
    // "hang" never answers: the verifier's own timeout must end the wait.
    if (fields.response === 'hang') return;
    const answer = ANSWERS[fields.secret === 'site-secret' ? fields.response ?? '' : 'rejected'] ?? ANSWERS.rejected!;
    res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' }).end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const quiet = { warn: () => {} };

describe('reCAPTCHA verification', () => {
  it('posts the secret and the token as a form to the verify URL', async () => {
    received.length = 0;
    await recaptchaVerifier({ secret: 'site-secret', verifyUrl, log: quiet }).verify('checkbox-ok', 'signin');
    expect(received).toEqual([{ secret: 'site-secret', response: 'checkbox-ok', method: 'POST', contentType: 'application/x-www-form-urlencoded' }]);
  });

  it('score -1 is the checkbox version: a successful check passes whatever its score', async () => {
    const checkbox = recaptchaVerifier({ secret: 'site-secret', verifyUrl, score: -1, log: quiet });
    expect(await checkbox.verify('checkbox-ok', 'signup')).toBe(true);
    expect(await checkbox.verify('score-0.3', 'signup')).toBe(true);
    expect(await checkbox.verify('rejected', 'signup')).toBe(false);
  });

  it('a score from 0 to 1 is the invisible version: success and a score at least that high are needed', async () => {
    const invisible = recaptchaVerifier({ secret: 'site-secret', verifyUrl, score: 0.5, log: quiet });
    expect(await invisible.verify('score-0.9', 'signin')).toBe(true);
    expect(await invisible.verify('score-0.5', 'signin')).toBe(true);
    expect(await invisible.verify('score-0.3', 'signin')).toBe(false);
    // A checkbox token carries no score: not enough where a score is asked for.
    expect(await invisible.verify('checkbox-ok', 'signin')).toBe(false);
    expect(await invisible.verify('failed-score', 'signin')).toBe(false);
  });

  it('a wrong secret, a missing token or an oversized one fails, the last two without asking the verifier', async () => {
    received.length = 0;
    expect(await recaptchaVerifier({ secret: 'other-secret', verifyUrl, log: quiet }).verify('checkbox-ok', 'signin')).toBe(false);
    const verifier = recaptchaVerifier({ secret: 'site-secret', verifyUrl, log: quiet });
    expect(await verifier.verify(undefined, 'signin')).toBe(false);
    expect(await verifier.verify('', 'signin')).toBe(false);
    expect(await verifier.verify('x'.repeat(10_000), 'signin')).toBe(false);
    expect(received).toHaveLength(1);
  });

  it('fails closed, with a warning, when the verifier errs, answers no JSON, a non-boolean success or never answers', async () => {
    const warnings: string[] = [];
    const verifier = recaptchaVerifier({ secret: 'site-secret', verifyUrl, timeoutMs: 300, log: { warn: (m) => warnings.push(m) } });
    expect(await verifier.verify('server-error', 'signin')).toBe(false);
    expect(await verifier.verify('not-json', 'signin')).toBe(false);
    expect(await verifier.verify('success-string', 'signin')).toBe(false);
    expect(await verifier.verify('hang', 'signin')).toBe(false);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('HTTP 500');
  });

  it('refuses a score outside -1 and 0 to 1 at start', () => {
    expect(() => recaptchaVerifier({ secret: 's', score: 2 })).toThrow(/-1 \(checkbox, v2\) or from 0 to 1/);
    expect(() => checkScore(Number.NaN, 'RECAPTCHA_SCORE')).toThrow(/RECAPTCHA_SCORE/);
    expect(() => checkScore(-0.5, 'RECAPTCHA_SCORE')).toThrow();
    expect([checkScore(-1, 'x'), checkScore(0, 'x'), checkScore(1, 'x')]).toEqual([-1, 0, 1]);
  });
});
