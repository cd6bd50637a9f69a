import { z } from 'zod';
import { COIN_PACKAGES, CUSTOM_AMOUNT, customAmountBonus, type CoinPackage } from './constants';
import {
  SHOP_MESSAGES,
  PAYMENT_METHODS,
  CARD_PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  ORDER_STATUSES,
  DEPOSIT_GATEWAYS,
  CRYPTO_CATEGORIES,
  CRYPTO_PAYMENT_STATUSES,
  PAYMENT_EVENT_VERIFICATIONS,
} from './shop-rules';

// Messages, names and settings: zod-free, in shop-rules.ts (re-exported here).
export * from './shop-rules';

/**
 * The coin shop (issue 11): packages, custom amounts, orders and the four payment methods of SPEC §2.5/§7.
 * The server computes price, coins and bonus from a package id or a whole-dollar amount; whatever the browser
 * sends about them is ignored. Every money-moving call (POST /shop/orders, POST /wallet/deposit,
 * POST /crypto/create-payment, POST /wallet/goat/process) takes an `Idempotency-Key` header (8 to 128 characters
 * of [A-Za-z0-9_:.-]): a repeat with the same key answers the first answer and moves nothing; the same key with
 * different parameters is refused (409, code `idempotency_conflict`). How the browser drives each sandbox
 * (payer pages, the card-field script, the wallet sheets) is in docs/payments.md.
 */

// --- Packages and amounts ---------------------------------------------------------------------------------------

export const coinPackageSchema = z.object({
  productId: z.string(),
  type: z.string(),
  price: z.number().int(),
  coins: z.number().int(),
  bonus: z.boolean(),
  bonusAmount: z.number().int(),
  popular: z.boolean().optional(),
});

/** GET /api/v1/shop/packages. */
export const shopCatalogueSchema = z.object({
  packages: z.array(coinPackageSchema),
  custom: z.object({
    coinsPerDollar: z.number().int(),
    minDollars: z.number().int(),
    maxDollars: z.number().int(),
  }),
});
export type ShopCatalogue = z.infer<typeof shopCatalogueSchema>;

/** A custom amount: whole dollars $5 to $200 (SPEC §5). Accepts a number or a digit string. */
export const customAmountSchema = z.preprocess(
  (v) =>
    typeof v === 'string' ? (v.trim() === '' ? undefined : /^\d+$/.test(v.trim()) ? Number(v) : NaN) : v,
  z
    .number({ error: SHOP_MESSAGES.minAmount })
    .int(SHOP_MESSAGES.wholeDollars)
    .min(CUSTOM_AMOUNT.minDollars, SHOP_MESSAGES.minAmount)
    .max(CUSTOM_AMOUNT.maxDollars, SHOP_MESSAGES.maxAmount),
);

const purchaseItemFields = {
  productId: z.string().trim().min(1).max(64).optional(),
  amount: z.union([z.number(), z.string().max(20)]).optional(),
};

/** The rule of an item: a known package id, or a custom whole-dollar amount (productId wins when both). */
function checkItem(v: { productId?: string; amount?: unknown }, ctx: z.RefinementCtx): void {
  if (v.productId !== undefined) {
    if (!COIN_PACKAGES.some((p) => p.productId === v.productId))
      ctx.addIssue({ code: 'custom', message: SHOP_MESSAGES.unknownPackage, path: ['productId'] });
    return;
  }
  const parsed = customAmountSchema.safeParse(v.amount);
  if (!parsed.success)
    ctx.addIssue({
      code: 'custom',
      message: parsed.error.issues[0]?.message ?? SHOP_MESSAGES.minAmount,
      path: ['amount'],
    });
}

/** What is being bought: a package id, or a custom whole-dollar amount. */
export const purchaseItemSchema = z.object(purchaseItemFields).superRefine(checkItem);

/** The server's price of an item (also POST /api/v1/shop/quote's answer). Prices in whole dollars. */
export const quoteSchema = z.object({
  productId: z.string().nullable(),
  /** Package name, or "Custom Treasure" for a custom amount. */
  type: z.string(),
  price: z.number().int(),
  priceCents: z.number().int(),
  currency: z.literal('USD'),
  coins: z.number().int(),
  bonusAmount: z.number().int(),
  totalCoins: z.number().int(),
  custom: z.boolean(),
  popular: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteBodySchema = purchaseItemSchema;
export type QuoteBody = z.input<typeof quoteBodySchema>;

/** Price, coins and bonus of a package id or a whole-dollar amount; null when neither is valid. */
export function quoteOf(item: { productId?: string; amount?: unknown }): Quote | null {
  if (item.productId !== undefined) {
    const p: CoinPackage | undefined = COIN_PACKAGES.find((x) => x.productId === item.productId);
    if (!p) return null;
    return {
      productId: p.productId,
      type: p.type,
      price: p.price,
      priceCents: p.price * 100,
      currency: 'USD',
      coins: p.coins,
      bonusAmount: p.bonusAmount,
      totalCoins: p.coins + p.bonusAmount,
      custom: false,
      popular: !!p.popular,
    };
  }
  const parsed = customAmountSchema.safeParse(item.amount);
  if (!parsed.success) return null;
  const dollars = parsed.data;
  const coins = dollars * CUSTOM_AMOUNT.coinsPerDollar;
  const bonusAmount = customAmountBonus(dollars);
  return {
    productId: null,
    type: 'Custom Treasure',
    price: dollars,
    priceCents: dollars * 100,
    currency: 'USD',
    coins,
    bonusAmount,
    totalCoins: coins + bonusAmount,
    custom: true,
    popular: false,
  };
}

// --- Orders -----------------------------------------------------------------------------------------------------

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  reason: z.string(),
});

export const orderSchema = z
  .object({
    id: z.uuid(),
    productId: z.string().nullable(),
    type: z.string(),
    /** Whole dollars. */
    price: z.number().int(),
    priceCents: z.number().int(),
    currency: z.literal('USD'),
    coins: z.number().int(),
    bonusAmount: z.number().int(),
    totalCoins: z.number().int(),
    method: z.enum(PAYMENT_METHODS),
    /** card | google_pay | apple_pay for card orders once charged; the method otherwise. */
    paymentMethod: z.string().nullable(),
    provider: z.enum(PAYMENT_PROVIDERS),
    providerReference: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    /** status failed because the player cancelled on the provider's hosted page: nothing was charged. */
    cancelled: z.boolean(),
    /** Coins credited (0 until paid). */
    creditedCoins: z.number().int(),
    history: z.array(orderStatusChangeSchema),
    /** Crypto: when the payment expires (60 min after creation). */
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** POST /api/v1/shop/orders (Idempotency-Key): create an order for a package or amount and a method. */
export const createOrderBodySchema = z
  .object({
    ...purchaseItemFields,
    method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  })
  .superRefine(checkItem);
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const orderAnswerSchema = z.object({ order: orderSchema });
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

// --- Bank and the redirect provider (SPEC §7 POST /wallet/deposit) ----------------------------------------------

/** POST /api/v1/wallet/deposit (Idempotency-Key). amount is ignored when productId is given. */
export const depositBodySchema = z
  .object({
    ...purchaseItemFields,
    paymentGateway: z.enum(DEPOSIT_GATEWAYS, { error: 'Choose a payment method' }),
  })
  .superRefine(checkItem);
export type DepositBody = z.input<typeof depositBodySchema>;

/** The browser goes to invoiceUrl (the provider's hosted page); it returns to /success or /failed?orderId=. */
export const depositAnswerSchema = z.object({
  invoiceUrl: z.string(),
  orderId: z.uuid(),
  order: orderSchema,
});
export type DepositAnswer = z.infer<typeof depositAnswerSchema>;

// --- Card ("goat", SPEC §7 POST /wallet/goat/process) -----------------------------------------------------------

/**
 * POST /api/v1/wallet/goat/process (Idempotency-Key). orderId comes from POST /shop/orders (method card);
 * paymentToken is the single-use token of the card-field script. amount, packageType, coinAmount and
 * bonusAmount are accepted for SPEC compatibility and ignored: the order's figures are charged and credited.
 */
export const goatProcessBodySchema = z.object({
  paymentToken: z.string().trim().min(8, 'Payment token is missing').max(200),
  orderId: z.uuid({ error: SHOP_MESSAGES.orderNotFound }),
  paymentMethod: z.enum(CARD_PAYMENT_METHODS).default('card'),
  amount: z.union([z.number(), z.string().max(20)]).optional(),
  packageType: z.string().max(64).optional(),
  coinAmount: z.union([z.number(), z.string().max(20)]).optional(),
  bonusAmount: z.union([z.number(), z.string().max(20)]).optional(),
});
export type GoatProcessBody = z.input<typeof goatProcessBodySchema>;

export const goatProcessAnswerSchema = z.object({
  order: orderSchema,
  /** The processor's charge id. */
  transactionId: z.string(),
});
export type GoatProcessAnswer = z.infer<typeof goatProcessAnswerSchema>;

const cryptoCode = z
  .string({ error: SHOP_MESSAGES.unknownCurrency })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{2,20}$/, SHOP_MESSAGES.unknownCurrency);

export const cryptoCurrencySchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(CRYPTO_CATEGORIES),
  network: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type CryptoCurrency = z.infer<typeof cryptoCurrencySchema>;

/** GET /api/v1/crypto/currencies -> data.currencies. */
export const cryptoCurrenciesAnswerSchema = z.object({ currencies: z.array(cryptoCurrencySchema) });

/** POST /api/v1/crypto/min-amount. currency_from is the crypto code; currency_to usually the same code. */
export const cryptoMinAmountBodySchema = z.object({
  currency_from: cryptoCode,
  currency_to: cryptoCode.optional(),
});
/** min_amount is in currency_from; min_usd is its USD equivalent (minUsdAmount of the rate data). */
export const cryptoMinAmountAnswerSchema = z.object({
  currency_from: z.string(),
  currency_to: z.string(),
  min_amount: z.number(),
  min_usd: z.number(),
});

/** POST /api/v1/crypto/estimate: amount in USD (currency_from "usd") to currency_to. */
export const cryptoEstimateBodySchema = z.object({
  amount: z.coerce
    .number({ error: 'amount must be a number' })
    .positive('amount must be positive')
    .max(1_000_000),
  currency_from: z.string().trim().toLowerCase().default('usd'),
  currency_to: cryptoCode,
});
export const cryptoEstimateAnswerSchema = z.object({
  currency_from: z.string(),
  amount_from: z.number(),
  currency_to: z.string(),
  estimated_amount: z.number(),
});

/** SPEC §3 currency rate data, assembled by the browser from min-amount and estimate. */
export const currencyRateDataSchema = z.object({
  code: z.string(),
  minAmount: z.number(),
  estimatedAmount: z.number(),
  belowMinimum: z.boolean(),
  minUsdAmount: z.number(),
  rate: z.number(),
});
export type CurrencyRateData = z.infer<typeof currencyRateDataSchema>;

/**
 * POST /api/v1/crypto/create-payment (Idempotency-Key). order_id is an order of method crypto from
 * POST /shop/orders; price_amount/price_currency are ignored (the order's price is charged).
 */
export const cryptoCreatePaymentBodySchema = z.object({
  order_id: z.uuid({ error: SHOP_MESSAGES.orderNotFound }),
  pay_currency: cryptoCode,
  price_amount: z.union([z.number(), z.string().max(20)]).optional(),
  price_currency: z.string().max(10).optional(),
  order_description: z.string().max(200).optional(),
});
export type CryptoCreatePaymentBody = z.input<typeof cryptoCreatePaymentBodySchema>;

/** SPEC §3 crypto payment response, plus the order, the expiry and the sandbox payer page (sandbox only). */
export const cryptoPaymentSchema = z.object({
  payment_id: z.string(),
  pay_address: z.string(),
  pay_amount: z.number(),
  pay_currency: z.string(),
  payment_status: z.enum(CRYPTO_PAYMENT_STATUSES),
  price_amount: z.number(),
  price_currency: z.string(),
  actually_paid: z.number(),
  order_id: z.uuid(),
  expires_at: z.string(),
  /** The sandbox's payer page (pay in full, pay part, expire, fail); null with the real provider. */
  payer_url: z.string().nullable(),
  order: orderSchema,
});
export type CryptoPayment = z.infer<typeof cryptoPaymentSchema>;

/** POST /api/v1/crypto/payment-status: the server asks the provider (never trusts the browser) and settles. */
export const cryptoPaymentStatusBodySchema = z.object({ payment_id: z.string().trim().min(1).max(64) });
export const cryptoPaymentStatusAnswerSchema = cryptoPaymentSchema;

/**
 * POST /api/v1/wallet/webhook/nowpayments from the browser (SPEC §4: {order_number, status}). It is a hint:
 * stored in the event log, never trusted; the server re-checks the payment with the provider and answers the
 * order's real state. The provider's signed IPN comes to the same route with x-nowpayments-sig.
 */
export const nowpaymentsHintBodySchema = z.object({
  order_number: z.string().trim().min(1).max(64),
  status: z.string().trim().max(40).optional(),
});
export const webhookAnswerSchema = z.object({
  accepted: z.boolean(),
  orderId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES).nullable(),
});
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;

// --- After payment -----------------------------------------------------------------------------------------------

/** SPEC §3 deposit success state (carried to /deposit-success?orderId=; the page reads the order itself). */
export const depositSuccessStateSchema = z.object({
  orderId: z.uuid(),
  paymentId: z.string().optional(),
  paymentToken: z.string().optional(),
  paymentMethod: z.string(),
  amount: z.number(),
  coins: z.number().int(),
  bonusCoins: z.number().int(),
});
export type DepositSuccessState = z.infer<typeof depositSuccessStateSchema>;

// --- Staff: payment event log --------------------------------------------------------------------------------------

export const paymentEventSchema = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  provider: z.string(),
  source: z.enum(['webhook', 'poll', 'charge', 'replay', 'hint']),
  verification: z.enum(PAYMENT_EVENT_VERIFICATIONS),
  headers: z.record(z.string(), z.unknown()),
  body: z.string(),
  /** What it changed: e.g. "pending -> paid; credited 2300 GC", or "nothing (already paid)". */
  outcome: z.string(),
  receivedAt: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const paymentEventsAnswerSchema = z.object({
  order: orderSchema,
  events: z.array(paymentEventSchema),
});
export const replayEventAnswerSchema = z.object({ order: orderSchema, event: paymentEventSchema });
export const paymentEventParamsSchema = z.object({ id: z.uuid({ error: 'Not found' }), eventId: z.string() });

// --- Browser configuration of the providers --------------------------------------------------------------------

/**
 * GET /api/v1/shop/config: what the browser needs to load the card processor's script (docs/payments.md).
 * card.scriptUrl exposes window[card.globalName] (GoatPay); publicKey is the publishable key (not a secret).
 */
export const shopConfigSchema = z.object({
  sandbox: z.boolean(),
  card: z.object({
    scriptUrl: z.string(),
    globalName: z.string(),
    publicKey: z.string(),
    currency: z.string(),
    country: z.string(),
    showCvv: z.boolean(),
    googlePayShippingCountries: z.array(z.string()),
  }),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;
