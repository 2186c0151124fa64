import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setUnauthorizedHandler } from '../api/client';
import { createQueryClient } from '../api/queryClient';
import { getSession, subscribe } from '../api/session';
import { FeedbackHost } from '../ui/FeedbackHost';
import { routes } from './routes';
import { useServerDefaultLanguage } from '../shell/appConfig';

/** Reads the server's settings early, so its default language applies on every page. */
function ServerDefaultLanguage() {
  useServerDefaultLanguage();
  return null;
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Providers (React Query, router), the API client's feedback, and the 401 → /login rule. */
export function App({ router: given }: { router?: AppRouter }) {
  const [router] = useState(() => given ?? createBrowserRouter(routes));
  const [client] = useState(createQueryClient);

  useEffect(() => {
    setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));
  }, [router]);

  // A session that ends (logout, 401, another tab) takes its cached data with it.
  useEffect(() => subscribe(() => {
    if (!getSession()) client.clear();
  }), [client]);

  return (
    <QueryClientProvider client={client}>
      <ServerDefaultLanguage />
      <RouterProvider router={router} />
      <FeedbackHost />
    </QueryClientProvider>
  );
}
