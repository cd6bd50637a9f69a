import '../lib/styles.css';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bus, useAppStore, useBalances } from '@arcade/platform';
import { Button, Page, Tabs } from '@arcade/shared-ui';
import { RedeemableLine, RedeemSection } from '../features/redemption/components/redeem-section';
import { RedeemCouponForm } from '../features/coupons/components/redeem-coupon-form';
import { ProfileDetails } from '../features/profile/components/profile-details';
import { ProtectionSection } from '../features/protection/components/protection-section';
import { RestrictionNotice } from '../features/restriction/components/restriction-notice';
import { VerificationBadges } from '../features/profile/components/verification-badges';
import type { TransactionQuery } from '../features/wallet/api/get-transactions';
import { isTransferType } from '../lib/transaction-types';
import { WalletOverview } from '../features/wallet/components/wallet-overview';

const TABS = [
  { key: 'profile', label: 'Profile' },
  { key: 'edit', label: 'Edit Profile' },
  { key: 'wallet', label: 'Wallet' },
] as const;
const SUBTABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'coupon', label: 'Redeem Coupon' },
  { key: 'redeem', label: 'Redeem SC' },
  { key: 'protection', label: 'Limits & breaks' },
] as const;
type TabKey = (typeof TABS)[number]['key'];
type SubtabKey = (typeof SUBTABS)[number]['key'];

function pick<K extends string>(items: readonly { key: K }[], value: string | null, fallback: K): K {
  return items.find((i) => i.key === value)?.key ?? fallback;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readType(value: string | null): TransactionQuery['type'] {
  return isTransferType(value) ? value : '';
}

function WalletTab() {
  const [params, setParams] = useSearchParams();
  const subtab = pick(SUBTABS, params.get('subtab'), 'overview');
  const balances = useBalances();
  const restriction = useAppStore((s) => s.user?.restriction ?? null);
  const update = (change: (next: URLSearchParams) => void) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      change(next);
      return next;
    });

  return (
    <>
      <Tabs
        items={SUBTABS}
        active={subtab}
        label="Wallet sections"
        onChange={(key: SubtabKey) => setParams({ tab: 'wallet', subtab: key })}
      />
      <div role="tabpanel" id={`panel-${subtab}`} aria-labelledby={`tab-${subtab}`}>
        {subtab === 'overview' ? (
          <WalletOverview
            balances={balances ?? { gold: 0, sweep: 0 }}
            extra={<RedeemableLine />}
            page={readPage(params.get('page'))}
            type={readType(params.get('type'))}
            onPageChange={(page) => update((next) => next.set('page', String(page)))}
            onTypeChange={(type) =>
              update((next) => {
                if (type) next.set('type', type);
                else next.delete('type');
                next.delete('page');
              })
            }
          />
        ) : subtab === 'protection' ? (
          // Open to a restricted or excluded player too: limits can always be set and read.
          <ProtectionSection />
        ) : restriction ? (
          <RestrictionNotice restriction={restriction} />
        ) : subtab === 'redeem' ? (
          <RedeemSection />
        ) : (
          <div className="ui-card wl-narrow">
            <RedeemCouponForm />
          </div>
        )}
      </div>
    </>
  );
}

export interface ProfilePageProps {
  /** The profile editor of another remote, passed in by the shell. */
  editSlot?: ReactNode;
}

/** /profile (exposed as ./ProfilePage): tabs profile, edit and wallet chosen by the URL (?tab=, ?subtab=). */
export default function ProfilePage({ editSlot }: ProfilePageProps) {
  const [params, setParams] = useSearchParams();
  const tab = pick(TABS, params.get('tab'), 'profile');
  const user = useAppStore((s) => s.user);

  return (
    <Page title="Profile" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      {user ? (
        <>
          <Tabs
            items={TABS}
            active={tab}
            label="Account sections"
            onChange={(key: TabKey) => setParams({ tab: key })}
          />
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="wl-panel">
            {tab === 'profile' ? (
              <>
                <ProfileDetails user={user} />
                <VerificationBadges user={user} />
              </>
            ) : tab === 'edit' ? (
              (editSlot ?? (
                <p className="ui-card">Profile editing is not available right now. Please try again later.</p>
              ))
            ) : (
              <WalletTab />
            )}
          </div>
        </>
      ) : (
        <div className="ui-card">
          <p>Log in to see your profile and wallet.</p>
          <Button variant="primary" onClick={() => bus.emit('auth:open', { mode: 'login' })}>
            Log in
          </Button>
        </div>
      )}
    </Page>
  );
}
