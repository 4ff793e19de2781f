import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PAGE_READY_ATTRIBUTE } from '../../shared/page-head';
import { PATHS, type RouteArea } from '../../shared/routes';
import { LoadingScreen } from '../ui/LoadingScreen';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routeKeysIn } from './route-match';
import { NotFoundPage, renderRoute } from './routes';

/**
 * The loading screen covers the window; under it a screen-high spacer keeps the footer out of view, so the
 * footer's columns are not fetched for a page that turns out to be long.
 */
function PageLoading() {
  return (
    <>
      <LoadingScreen />
      <div className="h-[200vh]" />
    </>
  );
}

/**
 * Marks the document once the page itself is live (rendered here, or hydrated over the server's HTML with
 * its code): a form filled before then would be reset by hydration, so journeys that script a visitor
 * wait for it. It commits with the page, as its sibling in the same boundary.
 */
function MarkPageReady() {
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
    performance.mark(PAGE_READY_ATTRIBUTE);
  }, []);
  return null;
}

/** The pages of one area, each loaded on demand behind the loading screen and the error boundary. */
export function PageOutlet({ area }: { area: RouteArea }) {
  const [path] = useLocation();
  return (
    <RouteErrorBoundary resetKey={path}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routeKeysIn(area).map((key) => (
            <Route key={key} path={PATHS[key]}>
              {() => renderRoute(key)}
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
        <MarkPageReady />
      </Suspense>
    </RouteErrorBoundary>
  );
}
