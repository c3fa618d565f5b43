import { useLocation, useRoutes } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';
import { matchPage } from './routes';
import { GlobalStyles } from './theme/global-styles';

/** The whole page, rendered on the server only: the browser keeps it and hydrates its islands (src/island.tsx). */
export function App() {
  const { pathname } = useLocation();
  // React Router ranks and compiles the whole table on every call; matchPage has already
  // found (and remembers) this path's route in the same table, so only it is handed over.
  const element = useRoutes([matchPage(pathname).route]);
  return (
    <>
      <GlobalStyles />
      <SiteLayout>{element}</SiteLayout>
    </>
  );
}
