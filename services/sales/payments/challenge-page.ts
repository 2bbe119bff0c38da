/**
 * The test provider's 3-D Secure challenge: a plain page with Complete and Fail buttons (English, or Māori by the
 * `lang` cookie), no script and no inline style, so its CSP allows nothing but posting the form back here. The
 * answer is recorded by the provider, then the reader goes back to the checkout's return path, a path on this
 * origin (the service checked it when the payment asked for the challenge; checked again here).
 */
import express, { type Router } from 'express';

type Result = 'completed' | 'failed';

interface ChallengeView {
  returnUrl: string;
  amountCents: number | undefined;
  currency: string;
  last4: string;
  result?: Result;
}

/** The page's words, EN and MI (exported for the browser tests, which press its buttons by name). */
export const CHALLENGE_TEXT = {
  en: {
    title: 'Confirm your payment (3-D Secure test)',
    lead: (amount: string, last4: string) => `Your bank asks you to confirm ${amount} on the card ending ${last4}.`,
    setup: (last4: string) => `Your bank asks you to confirm that the card ending ${last4} may be kept for payments.`,
    complete: 'Complete',
    fail: 'Fail',
    decided: 'This challenge has already been answered.',
    missing: 'There is no such challenge.',
  },
  mi: {
    title: 'Whakaūngia tō utu (whakamātautau 3-D Secure)',
    lead: (amount: string, last4: string) => `E tono ana tō pēke kia whakaūngia e koe te ${amount} i te kāri ka mutu ki te ${last4}.`,
    setup: (last4: string) => `E tono ana tō pēke kia whakaūngia e koe kia puritia te kāri ka mutu ki te ${last4} mō ngā utu.`,
    complete: 'Whakaoti',
    fail: 'Whakakore',
    decided: 'Kua whakautua kē tēnei wero.',
    missing: 'Kāore he wero pērā.',
  },
};

const CSP = "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only a path on this origin: `/x`, never `//host` or `/\host`, which browsers read as another origin. */
export const isLocalPath = (value: string) => /^\/(?![/\\])/.test(value) && !/[\u0000-\u001f]/.test(value);

const langOf = (cookie: string | undefined): 'en' | 'mi' => (/(?:^|;\s*)lang=mi(?:;|$)/.test(cookie ?? '') ? 'mi' : 'en');

export function challengePage(store: { find(reference: string): ChallengeView | undefined; decide(reference: string, result: Result): void }): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set({ 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
    next();
  });
  router.get('/3ds/:reference', (req, res) => {
    const lang = langOf(req.get('cookie'));
    const t = CHALLENGE_TEXT[lang];
    const challenge = store.find(req.params.reference);
    const page = (body: string) =>
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)}</title></head><body><main><h1>${escape(t.title)}</h1>${body}</main></body></html>`;
    if (!challenge) return void res.status(404).type('html').send(page(`<p>${escape(t.missing)}</p>`));
    if (challenge.result) return void res.type('html').send(page(`<p>${escape(t.decided)}</p>`));
    const amount = challenge.amountCents === undefined ? undefined : new Intl.NumberFormat('en-NZ', { style: 'currency', currency: challenge.currency }).format(challenge.amountCents / 100);
    const lead = amount === undefined ? t.setup(challenge.last4) : t.lead(amount, challenge.last4);
    res.type('html').send(
      page(
        `<p>${escape(lead)}</p><form method="post"><button type="submit" name="outcome" value="complete">${escape(t.complete)}</button> ` +
          `<button type="submit" name="outcome" value="fail">${escape(t.fail)}</button></form>`,
      ),
    );
  });
  router.post('/3ds/:reference', express.urlencoded({ extended: false, limit: '1kb' }), (req, res) => {
    const challenge = store.find(req.params.reference);
    if (!challenge) return void res.status(404).type('text').send('There is no such challenge.');
    const outcome = (req.body as Record<string, unknown> | undefined)?.outcome;
    if (outcome !== 'complete' && outcome !== 'fail') return void res.status(400).type('text').send('outcome must be "complete" or "fail"');
    store.decide(req.params.reference, outcome === 'complete' ? 'completed' : 'failed');
    res.redirect(303, isLocalPath(challenge.returnUrl) ? challenge.returnUrl : '/');
  });
  return router;
}
