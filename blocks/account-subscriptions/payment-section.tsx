import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../common/identity/form-alert.tsx';
import { CardFields } from '../../common/sales/card-fields.tsx';
import type { T } from '../../common/sales/format.ts';
import { useAction } from '../../common/sales/use-action.ts';
import type { SalesClient } from '../../sdk/sales/index.ts';
import { parseExpiry } from '../../common/sales/card.ts';

/** Where a card update waiting for the bank's 3-D Secure answer is remembered across the trip to its page. */
export const PENDING_KEY = 'sales-account.card-challenge';

interface Method { paymentMethodID: string | number; provider: string }

export const methodOf = (value: unknown): Method | undefined => {
  const m = value as Partial<Method> | null | undefined;
  return m && (typeof m.paymentMethodID === 'string' || typeof m.paymentMethodID === 'number') && typeof m.provider === 'string' ? (m as Method) : undefined;
};

/** The update's answer: done, or a challenge page to pass first. */
export function updateOutcome(answer: unknown): { kind: 'done' } | { kind: 'challenge'; url: string } {
  const a = answer as { status?: unknown; challengeUrl?: unknown } | null;
  if (a?.status === 'requires_3ds' && typeof a.challengeUrl === 'string') return { kind: 'challenge', url: a.challengeUrl };
  return { kind: 'done' };
}

/**
 * Back on the page after the challenge: finishes the waiting update once (the stored note is removed first, so a
 * reload never finalizes twice). 'ok', 'failed', or undefined when nothing was waiting.
 */
export async function resumeCardChallenge(client: SalesClient, storage: Storage = sessionStorage): Promise<'ok' | 'failed' | undefined> {
  const pending = methodOf(JSON.parse(storage.getItem(PENDING_KEY) ?? 'null'));
  if (!pending) return undefined;
  storage.removeItem(PENDING_KEY);
  try {
    await client.finalize3DSPaymentUpdate(pending.paymentMethodID, pending.provider, {}, { cardProviderSuccess: true });
    return 'ok';
  } catch {
    return 'failed';
  }
}

/**
 * The card of a subscription: replaced through the payment-method update calls with the test provider's card
 * form, the card tokenised by the provider (never sent to the sales API); a card needing 3-D Secure goes to the
 * provider's challenge page and is finished on return. `onSaved`: after an update, so the details show the new card.
 */
export function PaymentSection({ client, method: raw, t, onSaved }: { client: SalesClient; method: unknown; t: T; onSaved?: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const action = useAction(t('action-error'));
  const method = methodOf(raw);
  if (!method) return null;

  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!e.currentTarget.checkValidity()) return;
    const data = new FormData(e.currentTarget);
    const expiry = parseExpiry(String(data.get('expiry') ?? ''));
    if (!expiry) return;
    const card = { number: String(data.get('cardNumber')).replace(/[\s-]/g, ''), cvc: String(data.get('cvc') ?? ''), ...expiry };
    // Back to this page after a 3-D Secure challenge, where the pending update is finished. A path, as the checkout
    // sends it: the service would refuse this page's full address whenever the reader's origin is not the site's
    // configured public one (127.0.0.1 for localhost, say).
    const returnUrl = window.location.pathname;
    void action.run(async () => {
      const initialized = await client.initializePaymentUpdate(method.paymentMethodID, method.provider);
      // The card goes to the payment provider's tokenisation endpoint; the sales API gets only its single-use token.
      const token = await client.tokenizeCard(initialized, card);
      const outcome = updateOutcome(await client.finalizePaymentUpdate(method.paymentMethodID, method.provider, { token, returnUrl }));
      if (outcome.kind === 'challenge') {
        sessionStorage.setItem(PENDING_KEY, JSON.stringify(method));
        window.location.assign(outcome.url);
        return t('payment-challenge');
      }
      setEditing(false);
      // The details show the new card, not the one it replaced.
      await onSaved?.();
      return t('payment-saved');
    });
  };

  return (
    <section className="sales-card__section" data-section="payment">
      <h3>{t('payment-heading')}</h3>
      {action.status && <p role="status" className="sales-account__status">{action.status}</p>}
      {!editing ? (
        <button type="button" className="identity-button identity-button--secondary" onClick={() => (action.clear(), setEditing(true))}>{t('edit-payment')}</button>
      ) : (
        <form className="identity-form" noValidate onSubmit={save}>
          <FormAlert>{action.error}</FormAlert>
          <CardFields />
          <div className="sales-card__actions">
            <button type="submit" className="identity-button" disabled={action.busy}>{t('save')}</button>
            <button type="button" className="identity-button identity-button--secondary" onClick={() => setEditing(false)}>{t('cancel')}</button>
          </div>
        </form>
      )}
    </section>
  );
}
