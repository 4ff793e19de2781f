/**
 * The thirteen /services/* pages share one page component; each service's guide is its own module,
 * loaded when its page is opened, so a visitor downloads only the guide they read.
 */
import type { ReactNode } from 'react';
import type { RouteKey } from '../../../shared/routes';
import type { FaqItem } from '../content/components/FaqList';

export type ServiceRouteKey = Extract<RouteKey, `service${string}`>;

export interface ServiceSection {
  /** Anchor of the section (`#id`), unique on the page. */
  id: string;
  heading: string;
  body: ReactNode;
}

/** One service's guide: what the page says under its h1 and lead. */
export interface ServiceGuide {
  /** The opening paragraphs: what the service is and how we help. */
  intro: ReactNode;
  sections: readonly ServiceSection[];
  /** Heading and items of the checklist (e.g. 'Before you sign'). */
  checklist: { heading: string; items: readonly ReactNode[] };
  mistakes: readonly ReactNode[];
  faq: readonly FaqItem[];
}

type GuideModule = { default: ServiceGuide };

/** The service pages in the footer's and menus' order, each with its guide's loader. */
export const SERVICE_GUIDES: Record<ServiceRouteKey, () => Promise<GuideModule>> = {
  servicePropertyManagement: () => import('./guides/property-management'),
  serviceValuation: () => import('./guides/valuation'),
  serviceLegal: () => import('./guides/legal'),
  serviceMortgage: () => import('./guides/mortgage'),
  serviceInspection: () => import('./guides/inspection'),
  serviceInvestment: () => import('./guides/investment'),
  serviceAgents: () => import('./guides/agents'),
  serviceBuilders: () => import('./guides/builders'),
  serviceArchitects: () => import('./guides/architects'),
  serviceInteriorDecorators: () => import('./guides/interior-decorators'),
  serviceVaastu: () => import('./guides/vaastu'),
  serviceContractors: () => import('./guides/contractors'),
  serviceConsultants: () => import('./guides/consultants'),
};

export const SERVICE_KEYS = Object.keys(SERVICE_GUIDES) as ServiceRouteKey[];

/** What each service offers, one sentence each: the card text in 'More services' (titles: the route table). */
export const SERVICE_SUMMARIES: Record<ServiceRouteKey, string> = {
  servicePropertyManagement: 'Tenants, rent, repairs and inspections while you live in another city.',
  serviceValuation: 'A fair value for a flat, plot or shop from recent prices in its locality.',
  serviceLegal: 'Title, encumbrance, approvals and the sale deed checked before you pay.',
  serviceMortgage: 'Home-loan eligibility, offers, EMI and tax benefits, explained.',
  serviceInspection: 'Dampness, cracks, wiring and plumbing checked before you buy or take possession.',
  serviceInvestment: 'Rental yields, under-construction or ready, taxes and exit.',
  serviceAgents: 'Finding, verifying and working with a RERA-registered agent.',
  serviceBuilders: 'A builder’s track record and RERA project page, read properly.',
  serviceArchitects: 'Registered architects for a new house, a renovation or a shop.',
  serviceInteriorDecorators: 'Modular kitchens, wardrobes and full-home interiors without surprises.',
  serviceVaastu: 'Traditional layout guidance for a home, and how to weigh it.',
  serviceContractors: 'Construction and repair contractors, contracts and site checks.',
  serviceConsultants: 'Independent advice to shortlist, negotiate and close a deal.',
};
