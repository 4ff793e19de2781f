import { describe, expect, inject, it } from 'vitest';
import { DEMO_MENU_CITY_NAMES } from '../../src/demo/demo-cities.data';
import { searchResultsHref } from '../../src/shared/routes';

/** The e2e server is a fresh `npm start` in demo mode: what a first visitor would find. */
describe('a fresh start shows a believable marketplace', () => {
  const baseUrl = inject('baseUrl');
  const get = async (path: string) => (await fetch(`${baseUrl}${path}`)).json();

  it.each(DEMO_MENU_CITY_NAMES)('has flats for sale in the menu city %s, with photos that load', async (city) => {
    const link = searchResultsHref({ propertyType: 'Flat/Apartment', city }).replace(
      '/search-results',
      '/api/properties/search',
    );
    const body = await get(link);
    expect(body.total).toBeGreaterThan(5);
    expect(body.data[0].location.city).toBe(city);
    const cover = body.data.find((card: { coverPhoto: string | null }) => card.coverPhoto)?.coverPhoto;
    const photo = await fetch(`${baseUrl}/media/${cover}-320.webp`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('has featured listings, projects and agent profiles', async () => {
    expect((await get('/api/properties/featured')).data.length).toBeGreaterThan(0);
    const projects = await get('/api/projects');
    expect(projects.total).toBeGreaterThan(100);
    const agentCard = (await get('/api/properties/search?postedBy=Agent')).data[0];
    const detail = await get(`/api/properties/${agentCard.id}`);
    const broker = await get(`/api/brokers/${detail.data.seller.id}`);
    expect(broker.data.sellerType).toBe('Agent');
    expect(broker.properties.length).toBeGreaterThan(0);
  });
});
