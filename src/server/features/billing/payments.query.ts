/** The admin's payments table and its CSV: one filter for both, dates as Indian calendar days. */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AdminPayment, PAYMENTS_PAGE_SIZE, type PaymentFilters } from '../../../shared/billing/billing-contract';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.schema';
import { sellers } from '../sellers/sellers.schema';
import { payments } from './billing.schema';
import { toSellerPayment } from './payments.service';

/** Rows a CSV export holds at most (the newest), so one request cannot build an unbounded file. */
export const PAYMENTS_CSV_MAX_ROWS = 50_000;

function conditions(filters: Omit<PaymentFilters, 'page'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filters.sellerType ? eq(sellers.sellerType, filters.sellerType) : undefined,
    filters.status ? eq(payments.status, filters.status) : undefined,
    filters.provider ? eq(payments.provider, filters.provider) : undefined,
    filters.from ? sql`${payments.createdAt} >= (${filters.from}::timestamp at time zone 'Asia/Kolkata')` : undefined,
    filters.to
      ? sql`${payments.createdAt} < ((${filters.to}::timestamp + interval '1 day') at time zone 'Asia/Kolkata')`
      : undefined,
  ];
  return and(...parts);
}

const columns = {
  row: payments,
  firstName: users.firstName,
  lastName: users.lastName,
  sellerType: sellers.sellerType,
  sellerState: sellers.state,
};

type Joined = {
  row: typeof payments.$inferSelect;
  firstName: string;
  lastName: string;
  sellerType: AdminPayment['sellerType'];
  sellerState: string | null;
};

/** The seller's view of the payment with who paid, in the contract's key order (the JSON answer's order stays as it was). */
const toAdminPayment = ({ row, firstName, lastName, sellerType, sellerState }: Joined): AdminPayment => {
  const { id, ...rest } = toSellerPayment(row);
  const sellerName = `${firstName} ${lastName}`;
  return { id, sellerId: Number(row.sellerId), sellerName, sellerType, sellerState, ...rest };
};

function joined(db: Database, filters: Omit<PaymentFilters, 'page'>) {
  return db
    .select(columns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.sellerId))
    .innerJoin(sellers, eq(sellers.userId, payments.sellerId))
    .where(conditions(filters))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export async function paymentsPage(db: Database, filters: PaymentFilters) {
  const [rows, [totals]] = await Promise.all([
    joined(db, filters)
      .limit(PAYMENTS_PAGE_SIZE)
      .offset((filters.page - 1) * PAYMENTS_PAGE_SIZE),
    db
      .select({
        total: sql<number>`count(*)::int`,
        paidCount: sql<number>`(count(*) filter (where ${payments.status} = 'paid'))::int`,
        paidTotal: sql<string>`coalesce(sum(${payments.amountInr}) filter (where ${payments.status} = 'paid'), 0)::bigint`,
      })
      .from(payments)
      .innerJoin(sellers, eq(sellers.userId, payments.sellerId))
      .where(conditions(filters)),
  ]);
  return {
    data: rows.map(toAdminPayment),
    page: filters.page,
    pageSize: PAYMENTS_PAGE_SIZE,
    total: Number(totals?.total ?? 0),
    paidCount: Number(totals?.paidCount ?? 0),
    paidTotalInr: Number(totals?.paidTotal ?? 0),
  };
}

export async function paymentsForCsv(db: Database, filters: Omit<PaymentFilters, 'page'>): Promise<AdminPayment[]> {
  return (await joined(db, filters).limit(PAYMENTS_CSV_MAX_ROWS)).map(toAdminPayment);
}
