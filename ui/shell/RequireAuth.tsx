import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isProtectedPath, loginPathFor } from '../../core';
import { PageLoading } from '../components/PageState';
import { useSessionView } from '../session/useSessionView';

/**
 * docs/product/accounts.md Protected area prefixes: until the session has loaded the page waits; an anonymous visitor is sent to
 * login with redirectPath set to the page (query and hash kept), and comes back after logging in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loaded, loggedIn } = useSessionView();
  const { pathname, search, hash } = useLocation();
  if (!isProtectedPath(pathname)) return <>{children}</>;
  if (!loaded) return <PageLoading />;
  if (!loggedIn) return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  return <>{children}</>;
}
