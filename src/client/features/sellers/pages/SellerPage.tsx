import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import { SellerGate } from '../auth/SellerGate';
import type { SellerRouteKey } from '../sellers.content';
import type { SellerSignedInRouteKey } from './SellerSignedInPages';

type Page = LazyExoticComponent<ComponentType>;
type OpenRouteKey = Exclude<SellerRouteKey, SellerSignedInRouteKey>;

/** Open to anyone: how a visitor becomes a seller. Each is its own chunk, kept offline for everyone. */
const OPEN_PAGES: Record<OpenRouteKey, Page> = {
  sellerLogin: lazyPage(() => import('./SellerLoginPage')),
  sellerSignup: lazyPage(() => import('./SellerSignupPage')),
};

/** Every other seller page, behind the gate; loaded only once the gate lets a seller in. */
const SignedInPages = lazyPage(() => import('./SellerSignedInPages'));

const isOpen = (key: SellerRouteKey): key is OpenRouteKey => key in OPEN_PAGES;

/** Every seller page; `routeKey` says which one. */
export default function SellerPage({ routeKey }: { routeKey: SellerRouteKey }) {
  if (isOpen(routeKey)) {
    const Page = OPEN_PAGES[routeKey];
    return <Page />;
  }
  return (
    <SellerGate>
      <SignedInPages routeKey={routeKey} />
    </SellerGate>
  );
}
