import type { RouteObject } from 'react-router';
import { AppShell } from '../../ui/shell/AppShell';
import { HomePage } from '../../ui/pages/HomePage';
import { NotFoundPage } from '../../ui/pages/NotFoundPage';

export function buildRoutes(now: Date): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell year={now.getFullYear()} />,
      children: [
        { index: true, element: <HomePage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
