import { Suspense, useState } from 'react';
import { COIN_PACKAGES, MESSAGES } from '@arcade/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { appStore, lazyNamed, navigate, queryKeys, toast, useHoldPage } from '@arcade/platform';
import { Button, EmptyState, Skeleton, SkeletonGroup, Spinner } from '@arcade/shared-ui';
import { PaymentStep } from '../features/checkout/payment-step';
import { usePackages } from '../features/packages/api/get-packages';
import { PackageGrid } from '../features/packages/package-grid';
import { browser } from '../lib/browser';
import { purchaseFromAmount, purchaseFromPackage, type Purchase } from '../lib/purchase';
import '../lib/shop.css';

// The custom amount's form (zod and the form kit, about 42 KiB with brotli) loads beside the packages instead of
// before the page can render: /buy-coins evaluated zod before its first paint (issue 9).
const CustomAmountBox = lazyNamed(() =>
  import('../features/packages/custom-amount-box').then((m) => m.CustomAmountBox),
);

// The first-purchase limit offer (issue 30 item 1) loads with the payment step, never with /buy-coins' first load.
const LimitOffer = lazyNamed(() => import('../features/limit-offer/limit-offer').then((m) => m.LimitOffer));

// The card and crypto steps (processor script glue, QR code) load only when chosen.
const CardCheckout = lazyNamed(() =>
  import('../features/card/components/card-checkout').then((m) => m.CardCheckout),
);
const CryptoCheckout = lazyNamed(() =>
  import('../features/crypto/components/crypto-checkout').then((m) => m.CryptoCheckout),
);

// As tall as the box it stands for (shop.css), so nothing below it moves when the box arrives.
const customBoxPlaceholder = (
  <SkeletonGroup label="Loading the custom amount" className="custom-box-placeholder">
    <Skeleton height="var(--custom-box-height)" radius={16} />
  </SkeletonGroup>
);

type Step =
  { name: 'choose' } | { name: 'pay'; purchase: Purchase } | { name: 'crypto' | 'card'; purchase: Purchase };

export interface CheckoutFlowProps {
  /** Heading level of the sections (2 on the page, 3 inside the modal). */
  headingLevel?: 2 | 3;
  /** Runs before the flow leaves for another page (the modal closes itself). */
  onLeave?: () => void;
}

/** The buy flow of SPEC §4: a package or custom amount, then a method, then the method's own step. */
export function CheckoutFlow({ headingLevel = 2, onLeave }: CheckoutFlowProps) {
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const packages = usePackages();
  const queryClient = useQueryClient();
  // While the checkout is open, prompts and popups wait; during an in-app payment step the checkout shows the
  // outcome itself, then the confirmation page (the deposit dialog and the payment's popups are not shown).
  useHoldPage(step.name === 'card' || step.name === 'crypto' ? 'payment-outcome' : 'checkout');

  /** Buying needs a signed-in player (SPEC §5): else "Please login first" and /login. */
  const choose = (purchase: Purchase) => {
    if (!appStore.getState().user) {
      toast('warning', MESSAGES.pleaseLoginFirst);
      onLeave?.();
      navigate('/login');
      return;
    }
    setStep({ name: 'pay', purchase });
  };

  const paid = (orderId: string) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
    onLeave?.();
    navigate(`/deposit-success?orderId=${encodeURIComponent(orderId)}`);
  };

  if (step.name === 'pay')
    return (
      <>
        <Suspense fallback={null}>
          <LimitOffer />
        </Suspense>
        <PaymentStep
          purchase={step.purchase}
          onBack={() => setStep({ name: 'choose' })}
          onInApp={(m) => setStep({ name: m, purchase: step.purchase })}
          redirect={(url) => {
            onLeave?.();
            browser.assign(url);
          }}
        />
      </>
    );
  if (step.name === 'crypto' || step.name === 'card') {
    const back = () => setStep({ name: 'pay', purchase: step.purchase });
    return (
      <Suspense fallback={<Spinner label="Loading checkout" />}>
        {step.name === 'crypto' ? (
          <CryptoCheckout
            purchase={step.purchase}
            onBack={back}
            onAdjust={(purchase) => setStep({ name: 'crypto', purchase })}
            onPaid={paid}
          />
        ) : (
          <CardCheckout purchase={step.purchase} onBack={back} onPaid={paid} />
        )}
      </Suspense>
    );
  }

  return (
    <div className="shop-choose">
      {packages.isPending ? (
        <SkeletonGroup label="Loading coin packages" className="ui-card-grid package-grid">
          {COIN_PACKAGES.map((p) => (
            <Skeleton key={p.productId} height="var(--package-card-height)" radius={16} />
          ))}
        </SkeletonGroup>
      ) : packages.isError ? (
        <EmptyState
          level={headingLevel}
          title="The coin packages could not be loaded"
          action={
            <Button variant="primary" onClick={() => void packages.refetch()}>
              Try again
            </Button>
          }
        >
          Please check your connection and try again.
        </EmptyState>
      ) : (
        <PackageGrid
          packages={packages.data.packages}
          headingLevel={headingLevel}
          onSelect={(p) => choose(purchaseFromPackage(p))}
        />
      )}
      <Suspense fallback={customBoxPlaceholder}>
        <CustomAmountBox
          headingLevel={headingLevel}
          onSubmit={(dollars) => choose(purchaseFromAmount(dollars))}
        />
      </Suspense>
    </div>
  );
}
