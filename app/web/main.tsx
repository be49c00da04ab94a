import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LanguageProvider } from '../../ui/i18n';
import { buildRoutes } from './routes';
import './global.css';

const router = createBrowserRouter(buildRoutes(new Date()));
const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

createRoot(container).render(
  <StrictMode>
    <LanguageProvider language="mk">
      <RouterProvider router={router} />
    </LanguageProvider>
  </StrictMode>,
);
