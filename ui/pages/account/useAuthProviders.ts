import { useEffect, useState } from 'react';
import { EMAIL_ONLY, type AuthProviders } from '../../../core';
import { useServices } from '../../services';

/**
 * The sign-in methods the server offers (GET /api/auth/providers; docs/api.md "SMS gateway"): e-mail only until the
 * answer is there, or when it cannot be read. The login and registration pages show only these.
 */
export function useAuthProviders(): AuthProviders {
  const { accounts } = useServices();
  const [providers, setProviders] = useState<AuthProviders>(EMAIL_ONLY);
  useEffect(() => {
    let current = true;
    void accounts?.load().then((forms) => forms.authProviders()).then((value) => current && setProviders(value), () => undefined);
    return () => {
      current = false;
    };
  }, [accounts]);
  return providers;
}
