import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

describeEachDatabase('search totals beyond the last page', (database) => {
  it('counts up to 10,000 matches and says when there are more', async () => {
    const db = database().db;
    const seller = await insertSeller(db);
    const template = await insertProperty(db, { seller, city: 'Surat', state: 'Gujarat', locality: 'Vesu', photos: 0 });
    await db.execute(sql`
      insert into properties (seller_id, posted_by, title, property_type, transaction_type, price, area_value, area_unit,
        area_sqft, state, city, locality, status, published_at)
      select seller_id, posted_by, title, property_type, transaction_type, price + n, area_value, area_unit,
        area_sqft, state, city, locality, status, published_at - make_interval(secs => n)
      from properties, generate_series(1, 10000) as n where id = ${template}`);
    const app = createTestApp(database());
    const res = await app.request('/api/properties/search?city=Surat&page=500&sort=price_asc');
    const body = await res.json();
    expect(body).toMatchObject({ total: 10_000, totalCapped: true, page: 500 });
    expect(body.data).toHaveLength(20);
    const narrower = await (await app.request('/api/properties/search?city=Surat&maxPrice=4500100')).json();
    expect(narrower).toMatchObject({ total: 101, totalCapped: false });
  });
});
