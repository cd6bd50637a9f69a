import { useEffect, useRef, useState } from 'react';
import {
  CARD_DECLINE_REASONS,
  CARD_SETTINGS,
  ERROR_CODES,
  SHOP_MESSAGES,
  type CardPaymentMethod,
  type ShopConfig,
} from '@arcade/contracts';
import { hasErrorCode, toast, errorMessage, useAttemptKey } from '@arcade/platform';
import { Badge, Button, ShieldCheck } from '@arcade/shared-ui';
import { createOrder } from '../../../lib/orders/create-order';
import { PurchaseSummary } from '../../../lib/purchase-summary';
import { formatUsd, type Purchase } from '../../../lib/purchase';
import { useShopConfig } from '../api/get-shop-config';
import { processCard } from '../api/process-card';
import {
  scriptErrorCode,
  scriptErrorMessage,
  type CardToken,
  type GoatFields,
  type GoatPayGlobal,
} from '../goat-pay';
import { SCRIPT_MESSAGES, useCardScript } from '../hooks/use-card-script';

export type CardState = 'loading' | 'ready' | 'processing' | 'success' | 'error';

export const NOT_CHARGED = 'Your card has not been charged. Please do not pay again.';
/** After a refusal that ended the attempt: nothing was charged and another card or method may be used. */
export const NOT_CHARGED_TRY_AGAIN =
  'Nothing has been charged. You can enter another card, try a wallet, or go back and choose another payment method.';

const WALLET_FAILED: Readonly<Record<CardPaymentMethod, string>> = {
  card: SHOP_MESSAGES.cardFailed,
  google_pay: SHOP_MESSAGES.googlePayFailed,
  apple_pay: SHOP_MESSAGES.applePayFailed,
};

export interface CardCheckoutProps {
  purchase: Purchase;
  onBack: () => void;
  onPaid: (orderId: string, paymentToken: string) => void;
}

/** The processor's reason for a decline (the 402's data.declineCode), in the player's words, if it gave one. */
function declineReason(err: unknown): string | null {
  const data = (err as { data?: unknown } | null)?.data;
  const code = data && typeof data === 'object' ? (data as { declineCode?: unknown }).declineCode : undefined;
  return typeof code === 'string' ? (CARD_DECLINE_REASONS[code] ?? null) : null;
}

/** What a failed charge says (SPEC §8); the card has not been charged in every case. */
function failureMessage(err: unknown, method: CardPaymentMethod): string {
  if (hasErrorCode(err, ERROR_CODES.cardDeclined)) {
    const text = method === 'card' ? SHOP_MESSAGES.cardDeclined : WALLET_FAILED[method];
    const reason = declineReason(err);
    return reason ? `${reason} ${text}` : text;
  }
  if (hasErrorCode(err, ERROR_CODES.tokenReused)) return SHOP_MESSAGES.tokenReused;
  if (hasErrorCode(err, ERROR_CODES.providerError)) return SHOP_MESSAGES.cardBackendFailure;
  if (scriptErrorCode(err) === 'declined') return WALLET_FAILED[method];
  return errorMessage(err, WALLET_FAILED[method]);
}

/**
 * A refusal that ended this attempt for sure (the processor declined, or the token was spent): the order is failed
 * and nothing was charged, so the player may enter another card or use a wallet at once, on a new order with a new
 * key (issue 28 item 5). Anything else (a processor error, an unknown outcome) keeps the buttons locked: the charge
 * may still land, and paying again could charge twice.
 */
export function canTryAgain(err: unknown): boolean {
  return (
    hasErrorCode(err, ERROR_CODES.cardDeclined) ||
    hasErrorCode(err, ERROR_CODES.tokenReused) ||
    scriptErrorCode(err) === 'declined'
  );
}

/** SPEC §2.5/§4 card checkout: order summary, hosted card fields, Google Pay, Apple Pay, notes, terms. */
export function CardCheckout({ purchase, onBack, onPaid }: CardCheckoutProps) {
  const config = useShopConfig();
  const card = config.data?.card;
  const script = useCardScript(card?.scriptUrl, card?.globalName);
  const fieldsEl = useRef<HTMLDivElement>(null);
  const fields = useRef<GoatFields | null>(null);
  const [state, setState] = useState<CardState>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [googlePay, setGooglePay] = useState<{ available: boolean; reason?: string } | null>(null);
  const orderKey = useAttemptKey(`card-order:${purchase.productId ?? purchase.price}`);
  const orderId = useRef<string | null>(null);
  const declinedEl = useRef<HTMLDivElement>(null);
  const declined = state === 'ready' && problem !== null;

  // The Pay button was disabled while charging, which drops focus: it goes to the refusal, the fields above it.
  useEffect(() => {
    if (declined) declinedEl.current?.focus();
  }, [declined, problem]);

  const failed = config.isError
    ? SCRIPT_MESSAGES.loadFailed
    : script.status === 'failed'
      ? script.message
      : null;

  useEffect(() => {
    if (script.status !== 'ready' || !card || !fieldsEl.current) return undefined;
    let mounted: GoatFields;
    try {
      mounted = script.api.mount(fieldsEl.current, {
        publicKey: card.publicKey,
        showCvv: CARD_SETTINGS.showCvv,
      });
    } catch {
      setState('error');
      setProblem(SCRIPT_MESSAGES.initFailed);
      return undefined;
    }
    fields.current = mounted;
    setState('ready');
    toast('success', SCRIPT_MESSAGES.ready, 3000, 'card-ready');
    let live = true;
    script.api
      .isGooglePayAvailable({ shippingCountries: [...CARD_SETTINGS.googlePayShippingCountries] })
      .then((r) => live && setGooglePay(r))
      .catch(
        (e: unknown) => live && setGooglePay({ available: false, reason: scriptErrorMessage(e, 'unknown') }),
      );
    return () => {
      live = false;
      fields.current = null;
      mounted.destroy();
    };
  }, [script, card]);

  useEffect(() => {
    if (failed) {
      setState('error');
      setProblem(failed);
      toast('error', failed, 5000, 'card-script');
    }
  }, [failed]);

  const tokenFor = (
    api: GoatPayGlobal,
    c: ShopConfig['card'],
    method: CardPaymentMethod,
  ): Promise<CardToken> => {
    const amountCents = purchase.price * 100;
    if (method === 'google_pay')
      return api.googlePay({
        publicKey: c.publicKey,
        amountCents,
        currency: CARD_SETTINGS.currency,
        country: CARD_SETTINGS.country,
        shippingCountries: [...CARD_SETTINGS.googlePayShippingCountries],
      });
    if (method === 'apple_pay')
      return api.applePay({
        publicKey: c.publicKey,
        amountCents,
        currency: CARD_SETTINGS.currency,
        country: CARD_SETTINGS.country,
      });
    if (!fields.current) return Promise.reject(new Error(SCRIPT_MESSAGES.notLoaded));
    return fields.current.tokenize();
  };

  const pay = async (method: CardPaymentMethod) => {
    if (state === 'loading') {
      toast('warning', SCRIPT_MESSAGES.notReady, 3000, 'card-not-ready');
      return;
    }
    if (state !== 'ready') return;
    if (script.status !== 'ready' || !card) {
      toast('error', SCRIPT_MESSAGES.notLoaded, 5000);
      return;
    }
    if (method === 'google_pay' && !googlePay?.available) {
      toast('error', `Google Pay not available: ${googlePay?.reason ?? 'still checking'}`, 5000);
      return;
    }
    setFieldError(null);
    setProblem(null);
    setState('processing');
    let token: CardToken;
    try {
      token = await tokenFor(script.api, card, method);
    } catch (err) {
      const code = scriptErrorCode(err);
      if (code === 'cancelled') {
        setState('ready');
        return;
      }
      if (code === 'invalid_card' || (method === 'card' && code !== 'declined')) {
        setState('ready');
        setFieldError(scriptErrorMessage(err, SHOP_MESSAGES.cardFailed));
        return;
      }
      setState(canTryAgain(err) ? 'ready' : 'error');
      setProblem(failureMessage(err, method));
      toast('error', failureMessage(err, method), 5000);
      return;
    }
    try {
      if (!orderId.current) {
        const order = await createOrder({
          body: {
            ...(purchase.productId ? { productId: purchase.productId } : { amount: purchase.price }),
            method: 'card',
          },
          idempotencyKey: orderKey.key(),
        });
        orderId.current = order.id;
      }
      // One key per token: the token is single use, so its charge is the attempt.
      const answer = await processCard(
        { paymentToken: token.token, orderId: orderId.current, paymentMethod: method },
        `charge:${token.token}`,
      );
      setState('success');
      // The result page is the one confirmation (issue 28): no toast over it.
      onPaid(answer.order.id, token.token);
    } catch (err) {
      const message = failureMessage(err, method);
      setProblem(message);
      toast('error', message, 5000);
      if (canTryAgain(err)) {
        // The declined order is failed for good: the next Pay starts a new order under a new key.
        orderId.current = null;
        orderKey.settle();
        setState('ready');
      } else setState('error');
    }
  };

  const locked = state === 'processing' || state === 'success' || state === 'error';
  const gpayOff = googlePay !== null && !googlePay.available;

  return (
    <div className="card-checkout" data-state={state} data-testid="card-checkout">
      <Button variant="ghost" className="shop-back" onClick={onBack} disabled={state === 'processing'}>
        ← Back to payment methods
      </Button>
      <PurchaseSummary purchase={purchase} />
      <section className="card-checkout__fields" aria-labelledby="card-fields-title">
        <h3 id="card-fields-title">Card details</h3>
        {state === 'loading' ? (
          <p className="ui-muted" role="status">
            Loading the secure card form...
          </p>
        ) : null}
        <div ref={fieldsEl} className="card-checkout__host" data-testid="card-fields" />
        {fieldError ? (
          <p className="ui-field-error" role="alert">
            {fieldError}
          </p>
        ) : null}
        {state === 'ready' && problem ? (
          <div
            ref={declinedEl}
            tabIndex={-1}
            className="card-checkout__problem"
            role="alert"
            data-testid="card-declined"
          >
            <p>
              <strong>{problem}</strong>
            </p>
            {problem.includes('not been charged') ? null : <p>{NOT_CHARGED_TRY_AGAIN}</p>}
          </div>
        ) : null}
      </section>
      <div className="card-checkout__actions">
        <Button
          variant="primary"
          className="shop-proceed"
          onClick={() => void pay('card')}
          disabled={locked}
          loading={state === 'processing'}
        >
          {state === 'processing' ? 'Processing...' : `Pay ${formatUsd(purchase.price)}`}
        </Button>
        <div className="card-checkout__wallets">
          <Button
            variant="secondary"
            className="wallet-btn wallet-btn--google"
            onClick={() => void pay('google_pay')}
            disabled={locked || gpayOff}
          >
            Google Pay
          </Button>
          <Button
            variant="secondary"
            className="wallet-btn wallet-btn--apple"
            onClick={() => void pay('apple_pay')}
            disabled={locked}
          >
            Apple Pay
          </Button>
        </div>
        {gpayOff ? (
          <p className="ui-muted" data-testid="gpay-unavailable">
            Google Pay not available: {googlePay?.reason ?? 'unknown'}
          </p>
        ) : null}
      </div>
      {state === 'error' && problem ? (
        <div className="card-checkout__problem" role="alert" data-testid="card-error">
          <p>
            <strong>{problem}</strong>
          </p>
          {problem === SCRIPT_MESSAGES.loadFailed ||
          problem === SCRIPT_MESSAGES.notAvailable ||
          problem === SCRIPT_MESSAGES.initFailed ||
          problem.includes('not been charged') ? null : (
            <p>{NOT_CHARGED}</p>
          )}
          <p>You can go back and choose another payment method.</p>
        </div>
      ) : null}
      {state === 'success' ? (
        <p role="status" className="card-checkout__ok">
          <Badge tone="emerald">{SHOP_MESSAGES.paymentProcessed}</Badge>
        </p>
      ) : null}
      <ul className="card-checkout__notes">
        <li>
          <ShieldCheck aria-hidden="true" /> Your card details go straight to our payment processor over an
          encrypted connection; we never see or store your card number.
        </li>
        <li>
          <ShieldCheck aria-hidden="true" /> Charged in {CARD_SETTINGS.currency} to a {CARD_SETTINGS.country}{' '}
          billing account. Google Pay ships to the US and Canada only.
        </li>
      </ul>
      <p className="card-checkout__terms ui-muted">
        By paying you agree to our <a href="/terms-and-conditions">Terms and Conditions</a> and{' '}
        <a href="/refund-policy">Refund Policy</a>. Gold Coins have no cash value and cannot be redeemed. No
        purchase necessary.
      </p>
    </div>
  );
}
