import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingPlaceholder } from './features/shell/LoadingPlaceholder';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { csrfTokenOnce } from './shared/api/client';
import { startEditingLayerWhenFramed } from './editor-layer';
import { PRODUCT_NAME } from './shared/config/product';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// Fetch the CSRF token once at start; mutations wait for it (and refetch it on refusal).
csrfTokenOnce().catch(() => undefined);

// The server puts some pages' title, description and JSON-LD in the HTML for crawlers and link
// previews (data-server-head); the app renders its own as it navigates.
for (const element of document.head.querySelectorAll('[data-server-head]')) {
  if (element.tagName === 'TITLE') {
    element.removeAttribute('data-server-head');
    element.textContent = PRODUCT_NAME;
  } else {
    element.remove();
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startEditingLayerWhenFramed();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingPlaceholder />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
