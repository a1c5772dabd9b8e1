import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingPlaceholder } from './features/shell/LoadingPlaceholder';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { csrfTokenOnce } from './shared/api/client';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// Fetch the CSRF token once at start; mutations wait for it (and refetch it on refusal).
csrfTokenOnce().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingPlaceholder />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
