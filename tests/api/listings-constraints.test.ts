import { expect, it } from 'vitest';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { describeEachDatabase } from '../helpers/database';

/** The database itself refuses bad listings, whatever code writes them. */
describeEachDatabase('listing constraints in the database', (database) => {
  const refuses = async (write: () => Promise<unknown>) => {
    await expect(write()).rejects.toThrow();
  };

  it('refuses negative prices, empty locations, bad enums and impossible floors', async () => {
    const db = database().db;
    const seller = await insertSeller(db);
    await refuses(() => insertProperty(db, { seller, price: -1 }));
    await refuses(() => insertProperty(db, { seller, city: '  ' }));
    await refuses(() => insertProperty(db, { seller, locality: '' }));
    // biome-ignore lint/suspicious/noExplicitAny: an invalid enum value on purpose.
    await refuses(() => insertProperty(db, { seller, propertyType: 'Castle' as any }));
    await refuses(() => insertProperty(db, { seller, floor: 12, totalFloors: 4 }));
    await refuses(() => insertProperty(db, { seller, status: 'rejected' }));
    await refuses(() => insertProperty(db, { seller, areaValue: 0 }));
    await refuses(() => insertProject(db, seller, { minPrice: 9_000_000, maxPrice: 1_000_000 }));
    await refuses(() => insertProject(db, seller, { totalUnits: 10, availableUnits: 11 }));
    expect(await insertProperty(db, { seller })).toBeGreaterThan(0);
  });
});
