import type { RouteKey } from '../../../shared/routes';

export type ServiceRouteKey = Extract<RouteKey, `service${string}`>;

/** What each service page will offer, one sentence each (the titles live in the route table). */
export const SERVICE_SUMMARIES: Record<ServiceRouteKey, string> = {
  servicePropertyManagement:
    'Let us find tenants, collect rent, handle repairs and inspect your property while you live in another city.',
  serviceValuation: 'Get a fair market value for a flat, plot or shop from recent prices in its locality.',
  serviceLegal: 'Have a lawyer check title deeds, encumbrance certificates and sale agreements before you pay.',
  serviceMortgage: 'Compare home-loan offers from banks and housing finance companies and see your EMI.',
  serviceInspection: 'Book an engineer to inspect construction quality, dampness, wiring and plumbing before you buy.',
  serviceInvestment: 'Understand rental yields and price trends by city and locality before you invest.',
  serviceAgents: 'Find verified agents who know your locality, with their listings and reviews.',
  serviceBuilders: 'See builders’ delivered and ongoing projects with their RERA registrations.',
  serviceArchitects: 'Find architects for a new house, a renovation or a commercial space near you.',
  serviceInteriorDecorators: 'Find interior designers for modular kitchens, wardrobes and full-home interiors.',
  serviceVaastu: 'Consult Vaastu experts about a home’s layout, entrance and orientation before you buy or build.',
  serviceContractors: 'Find contractors for construction, civil work, plumbing and electrical jobs.',
  serviceConsultants: 'Talk to property consultants who help you shortlist, negotiate and close a deal.',
};
