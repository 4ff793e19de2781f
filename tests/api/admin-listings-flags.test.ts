import { beforeAll, expect, it } from 'vitest';
import { ADMIN_LISTINGS_LIMITS, type AdminListingsPage } from '../../src/shared/admin/admin-listings-contract';
import { insertProject, insertSeller } from '../fixtures/listings';
import { adminTestApp } from '../helpers/admin-api';
import { addPhoto, idsOf, table, uniqueProperty } from '../helpers/admin-listings-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

const flagsOf = (page: AdminListingsPage) => Object.fromEntries(page.data.map((row) => [row.id, row.flags]));

describeEachDatabase('admin listings table: moderation flags', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;
  let a: { id: number; sellerType: 'Individual' };
  let b: { id: number; sellerType: 'Individual' };

  beforeAll(async () => {
    t = adminTestApp(database());
    admin = await t.admin();
    a = (await insertSeller(database().db)) as typeof a;
    b = (await insertSeller(database().db)) as typeof b;
  });

  it("same_photo: an uploaded photo shared with another seller flags both; one seller's own, or the site library's, does not", async () => {
    const db = database().db;
    const city = { city: 'Photopur' };
    const mine = await uniqueProperty(db, { ...city, seller: a, price: 1_000_000 });
    const copied = await uniqueProperty(db, { ...city, seller: b, price: 7_000_000, status: 'pending' });
    const ownTwin1 = await uniqueProperty(db, { ...city, seller: a, price: 2_000_000 });
    const ownTwin2 = await uniqueProperty(db, { ...city, seller: a, price: 3_000_000 });
    const libraryA = await uniqueProperty(db, { ...city, seller: a, price: 4_000_000 });
    const libraryB = await uniqueProperty(db, { ...city, seller: b, price: 5_000_000 });
    await addPhoto(db, mine, 'shared-across-sellers', a.id);
    await addPhoto(db, copied, 'shared-across-sellers', b.id);
    await addPhoto(db, ownTwin1, 'shared-by-one-seller', a.id);
    await addPhoto(db, ownTwin2, 'shared-by-one-seller', a.id);
    // A photo nobody uploaded (the site's library, as the demo's) is no evidence of copying.
    await addPhoto(db, libraryA, 'from-the-library');
    await addPhoto(db, libraryB, 'from-the-library');
    const page = await table(t, admin, 'city=Photopur');
    expect(flagsOf(page)).toEqual({
      [mine]: ['same_photo'],
      [copied]: ['same_photo'],
      [ownTwin1]: [],
      [ownTwin2]: [],
      [libraryA]: [],
      [libraryB]: [],
    });
    expect(idsOf(await table(t, admin, 'city=Photopur&flagged=true&sort=price&order=asc'))).toEqual([mine, copied]);
    expect(idsOf(await table(t, admin, 'city=Photopur&flagged=false&sort=price&order=asc'))).toEqual([
      ownTwin1,
      ownTwin2,
      libraryA,
      libraryB,
    ]);
    // A deleted copy no longer counts.
    await t.call('DELETE', `/admin/properties/${copied}`, undefined, admin.token);
    expect(flagsOf(await table(t, admin, 'city=Photopur'))[mine]).toEqual([]);
  });

  it('near_identical: same title, locality and a price within 2% from another seller; not at 5% or from the same seller', async () => {
    const db = database().db;
    const place = { city: 'Twinpur', locality: 'Old Market' };
    const original = await uniqueProperty(db, {
      ...place,
      seller: a,
      title: 'Sunny 2 BHK near park',
      price: 5_000_000,
    });
    const close = await uniqueProperty(db, { ...place, seller: b, title: 'sunny 2 bhk NEAR park', price: 5_090_000 });
    const far = await uniqueProperty(db, { ...place, seller: b, title: 'Sunny 2 BHK near park', price: 5_400_000 });
    const elsewhere = await uniqueProperty(db, {
      ...place,
      locality: 'New Market',
      seller: b,
      title: 'Sunny 2 BHK near park',
      price: 5_000_000,
    });
    const sameSeller = await uniqueProperty(db, {
      ...place,
      seller: a,
      title: 'Corner shop',
      price: 900_000,
      propertyType: 'Retail Space/Shop',
    });
    const sameSellerTwin = await uniqueProperty(db, {
      ...place,
      seller: a,
      title: 'Corner shop',
      price: 900_000,
      propertyType: 'Retail Space/Shop',
    });
    const flags = flagsOf(await table(t, admin, 'city=Twinpur'));
    expect(flags).toEqual({
      [original]: ['near_identical'],
      [close]: ['near_identical'],
      [far]: [],
      [elsewhere]: [],
      [sameSeller]: [],
      [sameSellerTwin]: [],
    });
    // The filter finds them by its own (set-based) route, and agrees with the per-row flags.
    expect(idsOf(await table(t, admin, 'city=Twinpur&flagged=true&sort=price&order=asc'))).toEqual([original, close]);
  });

  it('price_outlier: below a third or above three times the median per sq.ft of active listings of that kind', async () => {
    const db = database().db;
    const flat = { city: 'Medianpur', seller: a, areaValue: 1000 };
    const usual: number[] = [];
    // Median 5,000 per sq.ft: four at 5,000 and one at 8,000.
    for (const price of [5_000_000, 5_000_000, 5_000_000, 5_000_000, 8_000_000]) {
      usual.push(await uniqueProperty(db, { ...flat, price }));
    }
    const tooCheap = await uniqueProperty(db, { ...flat, price: 1_500_000, status: 'pending' });
    const tooDear = await uniqueProperty(db, { ...flat, price: 16_000_000, status: 'pending' });
    const cheapButFine = await uniqueProperty(db, { ...flat, price: 1_700_000, status: 'pending' });
    // A plot is not compared with flats, and rent is not compared with sale prices.
    const plot = await uniqueProperty(db, { ...flat, propertyType: 'Plot', price: 200_000 });
    const rent = await uniqueProperty(db, { ...flat, transactionType: 'Rent', price: 20_000 });
    const flags = flagsOf(await table(t, admin, 'city=Medianpur&pageSize=100'));
    expect(flags[tooCheap]).toEqual(['price_outlier']);
    expect(flags[tooDear]).toEqual(['price_outlier']);
    for (const id of [...usual, cheapButFine, plot, rent]) expect(flags[id], String(id)).toEqual([]);
    expect(idsOf(await table(t, admin, 'city=Medianpur&flagged=true&sort=price&order=asc'))).toEqual([
      tooCheap,
      tooDear,
    ]);
    // Without the city filter the medians are the same.
    const all = flagsOf(await table(t, admin, 'flagged=true&pageSize=100'));
    expect(all[tooCheap]).toEqual(['price_outlier']);
  });

  it(`price_outlier needs ${ADMIN_LISTINGS_LIMITS.outlierMinSample} active listings to compare with`, async () => {
    const db = database().db;
    const flat = { city: 'Smallpur', seller: a, areaValue: 1000 };
    for (let i = 1; i < ADMIN_LISTINGS_LIMITS.outlierMinSample; i++)
      await uniqueProperty(db, { ...flat, price: 5_000_000 });
    const extreme = await uniqueProperty(db, { ...flat, price: 100_000_000, status: 'pending' });
    expect(flagsOf(await table(t, admin, 'city=Smallpur'))[extreme]).toEqual([]);
  });

  it('projects: same name, locality and price from another builder is flagged; a different name is not', async () => {
    const db = database().db;
    const one = await insertSeller(db, { sellerType: 'Builder' });
    const two = await insertSeller(db, { sellerType: 'Builder' });
    const at = { city: 'Buildpur', locality: 'Ring Road', minPrice: 4_000_000 };
    const first = await insertProject(db, one, { ...at, name: 'Palm Grove' });
    const copy = await insertProject(db, two, { ...at, name: 'PALM GROVE', minPrice: 4_050_000 });
    const other = await insertProject(db, two, { ...at, name: 'Oak Grove' });
    const flags = flagsOf(await table(t, admin, 'city=Buildpur', 'projects'));
    expect(flags).toEqual({ [first]: ['near_identical'], [copy]: ['near_identical'], [other]: [] });
  });
});
