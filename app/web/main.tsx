import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import toast from 'react-hot-toast';
import { CHAT_ENGINE, FAVOURITES, SESSION } from '../../core';
import { LanguageProvider } from '../../ui/i18n';
import { ServicesProvider } from '../../ui/services';
import { ChatRoot } from '../../ui/chat/ChatRoot';
import { renderChatToast } from '../../ui/chat/renderChatToast';
import { BROWSER_NAVIGATOR, createContainer, resolve } from '../container';
import { buildRoutes } from './routes';
import { createUiServices } from './services';
import './global.css';

// Custom toasts (the chat's new-message preview) are rendered by the chat UI; a click opens that conversation.
const container = createContainer({
  renderToast: (request, id) =>
    renderChatToast(request, {
      dismiss: () => toast.dismiss(id),
      openConversation: (conversationId) => {
        const chat = resolve(container, CHAT_ENGINE);
        chat.open();
        chat.select(conversationId);
      },
    }),
});
const services = createUiServices(container);
const router = createBrowserRouter(buildRoutes({ now: new Date(services.clock.now()), ChatRoot }));
// In-app redirects from the core (login after 401, banned) go through the router, not a full reload.
resolve(container, BROWSER_NAVIGATOR).attachRouter((path, options) => router.navigate(path, options));

const queryClient = new QueryClient({
  defaultOptions: {
    // One automatic retry for a flaky network; after that the page shows its error with a retry button.
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

void resolve(container, SESSION).start();
resolve(container, FAVOURITES).start();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <LanguageProvider language="mk">
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </QueryClientProvider>
    </LanguageProvider>
  </StrictMode>,
);
