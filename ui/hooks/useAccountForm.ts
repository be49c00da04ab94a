import { useEffect, useState } from 'react';
import { constantStore, type AccountForms } from '../../core';
import { useObservableState } from './useObservableState';
import { useServices } from '../services';

const NO_ACCOUNTS = constantStore<AccountForms | null>(null);

export type AccountFormHandle<F> = { form: F; failed: false } | { form: null; failed: boolean; retry: () => void };

/**
 * A screen's own use case from the accounts feature (app/features/accounts.ts): loads the feature on first use,
 * builds the use case once per mounted screen with `create`, and disposes it when the screen goes. Until the code
 * is there: null; when it cannot be fetched (offline): `failed` with a retry.
 */
export function useAccountForm<F extends { dispose(): void }>(create: (forms: AccountForms) => F): AccountFormHandle<F> {
  const { accounts } = useServices();
  const forms = useObservableState(accounts ?? NO_ACCOUNTS);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [form, setForm] = useState<F | null>(null);

  useEffect(() => {
    if (!accounts) return setFailed(true);
    let current = true;
    accounts.load().catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [accounts, attempt]);

  useEffect(() => {
    if (!forms) return;
    const created = create(forms);
    setForm(created);
    return () => {
      created.dispose();
      setForm(null);
    };
    // One use case per mounted screen: `create` is read once, when the feature is there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [forms]);

  if (form) return { form, failed: false };
  return {
    form: null,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((value) => value + 1);
    },
  };
}
