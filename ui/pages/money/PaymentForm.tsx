import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import styles from './Money.module.css';

export interface PaymentFormProps {
  /** Starts the payment; the use case checks the choice (the browser's own validation is off: the rules are core's). */
  pay: () => unknown;
  /** A payment is on its way, or the browser is leaving for the payment page: the button is busy. */
  paying: boolean;
  /** The pay button's text, with the amount when one is chosen. */
  label: string;
  children: ReactNode;
}

/** The form of a screen that takes money (add credits, boost): its choices, then the pay button; Enter pays too. */
export function PaymentForm({ pay, paying, label, children }: PaymentFormProps) {
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      {children}
      <div className={styles.actions}>
        <Button type="submit" theme="orange" size="medium" loading={paying}>
          {label}
        </Button>
      </div>
    </form>
  );
}
