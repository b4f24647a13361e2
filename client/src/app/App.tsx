// The app: the pages of the route table (routes.tsx), hydrated by entry-client.tsx and prerendered
// by entry-server.tsx; the public ones inside the public layout.

import { useRoutes } from 'react-router-dom';
import { PublicLayout } from './layouts/PublicLayout';
import { routes } from './routes';
import { ScrollToTop } from './ScrollToTop';

const toRouteObject = ({ path, page: Page }: (typeof routes)[number]) => ({ path, element: <Page /> });

export function App() {
  const element = useRoutes([
    { element: <PublicLayout />, children: routes.filter((r) => r.chrome).map(toRouteObject) },
    ...routes.filter((r) => !r.chrome).map(toRouteObject),
  ]);
  return (
    <>
      <ScrollToTop />
      {element}
    </>
  );
}
