import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { csrfTokenOnce } from './shared/api/client';
import { startEditingLayerWhenFramed } from './editor-layer';
import { PRODUCT_NAME } from './shared/config/product';
import { SSR_STATE_ID, setRenderedOrigin, type RenderedQuery } from './shared/config/ssr';
import { setRenderTime } from './shared/format/useNow';
import { startHydrationHandoff, type HeldSubmitWindow } from './shared/ssr/hydration-handoff';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// Fetch the CSRF token once at start; mutations wait for it (and refetch it on refusal).
csrfTokenOnce().catch(() => undefined);

// The server puts pages' title, description and JSON-LD in the HTML for crawlers and link
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

// A server-rendered page: the queries it was rendered with, then its route's code, then
// hydration over the same markup (no blank page, no shift). Any other page renders here.
const state = document.getElementById(SSR_STATE_ID);
if (state && container.firstElementChild) {
  // What a person types (or submits) before hydration is kept and replayed once hydrated.
  startHydrationHandoff(document, window as HeldSubmitWindow);
  const rendered = JSON.parse(state.textContent || '{}') as {
    now?: number;
    origin?: string;
    queries?: RenderedQuery[];
  };
  // Seeded as fresh, so nothing refetches while the page hydrates (new data arriving
  // mid-hydration would not match the server's markup: React error 418); once hydrated, the
  // queries refetch as before (the HTML may be up to a minute old).
  const seeded = rendered.queries ?? [];
  for (const query of seeded) {
    queryClient.setQueryData(query.key, query.data);
  }
  const hydrated = () => {
    // Marks the page for journeys, which act only once it is live (test/browser/app/hydration.ts).
    document.documentElement.setAttribute('data-hydrated', '');
    for (const query of seeded) void queryClient.invalidateQueries({ queryKey: query.key });
  };
  setRenderTime(rendered.now ?? null);
  setRenderedOrigin(rendered.origin ?? null);
  // Render the route matches as the server did (no extra Suspense boundary around them).
  router.ssr = { manifest: undefined };
  void router.load().then(() => {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (one long task on a phone): the page is
    // already painted, and a form sent meanwhile is held by the handoff above until it is live.
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          <App queryClient={queryClient} router={router} />
          <AfterHydration run={hydrated} />
        </>,
      );
    });
  });
} else {
  createRoot(container).render(<App queryClient={queryClient} router={router} />);
}

/** Renders nothing; its effect runs once the whole page has hydrated. */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
