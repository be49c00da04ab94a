import { useEffect, useState } from 'react';
import { constantStore, type AccountForms, type Admin, type Money, type Selling } from '../../core';
import type { Alerts } from '../../core/alerts/alerts';
import { useObservableState } from './useObservableState';
import type { LatePart } from '../../core';
import { useServices } from '../services';

const NOTHING = constantStore<null>(null);

export type UseCaseHandle<F> = { form: F; failed: false } | { form: null; failed: boolean; retry: () => void };

/**
 * A screen's own use case from a feature loaded on demand (app/features/): loads the feature on first use, builds
 * the use case once per mounted screen with `create`, and disposes it when the screen goes. Until the code is
 * there: null; when it cannot be fetched (offline): `failed` with a retry.
 */
export function useFeatureUseCase<T, F extends { dispose(): void }>(part: LatePart<T> | undefined, create: (feature: T) => F): UseCaseHandle<F> {
  const feature = useObservableState<T | null>(part ?? NOTHING);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [form, setForm] = useState<F | null>(null);

  useEffect(() => {
    if (!part) return setFailed(true);
    let current = true;
    part.load().catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [part, attempt]);

  useEffect(() => {
    if (!feature) return;
    const created = create(feature);
    setForm(created);
    return () => {
      created.dispose();
      setForm(null);
    };
    // One use case per mounted screen: `create` is read once, when the feature is there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feature]);

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

/** An accounts screen's use case (app/features/accounts.ts). */
export function useAccountForm<F extends { dispose(): void }>(create: (forms: AccountForms) => F): UseCaseHandle<F> {
  return useFeatureUseCase(useServices().accounts, create);
}

/** A selling screen's use case (app/features/selling.ts). */
export function useSellingUseCase<F extends { dispose(): void }>(create: (selling: Selling) => F): UseCaseHandle<F> {
  return useFeatureUseCase(useServices().selling, create);
}

/** The moderation console's use case (app/features/admin.ts). */
export function useAdminUseCase<F extends { dispose(): void }>(create: (admin: Admin) => F): UseCaseHandle<F> {
  return useFeatureUseCase(useServices().admin, create);
}

/** A money screen's use case (app/features/money.ts). */
export function useMoneyUseCase<F extends { dispose(): void }>(create: (money: Money) => F): UseCaseHandle<F> {
  return useFeatureUseCase(useServices().money, create);
}

/** A saved-searches screen's use case (app/features/alerts.ts). */
export function useAlertsUseCase<F extends { dispose(): void }>(create: (alerts: Alerts) => F): UseCaseHandle<F> {
  return useFeatureUseCase(useServices().alerts, create);
}
