import type { ReactNode } from 'react';
import { Button, Modal } from '@arcade/shared-ui';
import type { Currency } from '@arcade/contracts';
import { CURRENCY_INFO } from './currency-info';

export interface CurrencyInfoDialogProps {
  currency: Currency;
  onClose: () => void;
  /** Shown above the currency's explanation (the SC standing, composed by the app). */
  children?: ReactNode;
}

export function CurrencyInfoDialog({ currency, onClose, children }: CurrencyInfoDialogProps) {
  const info = CURRENCY_INFO[currency];
  return (
    <Modal title={`${info.name} (${currency})`} onClose={onClose}>
      {children}
      {info.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <Button variant="primary" onClick={onClose}>
        Got it
      </Button>
    </Modal>
  );
}
