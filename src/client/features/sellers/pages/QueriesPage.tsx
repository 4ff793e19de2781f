import { useRef, useState } from 'react';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../../shared/enquiries/enquiry-constants';
import { ROUTES } from '../../../../shared/route-titles';
import type { SellerEnquiriesResponse, SellerEnquiry } from '../../../../shared/sellers/seller-enquiries';
import { sellerEnquiries } from '../../../lib/api-resources';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { Pager } from '../../../ui/Pager';
import { ENQUIRY_STATUS_LABELS } from '../../../ui/ui.content';
import { bodyOf, usePersonalApi } from '../../accounts/use-personal-api';
import { EnquiryItem } from '../../enquiries/EnquiryItem';
import { ENQUIRY_INBOX_UI } from '../../enquiries/enquiries.content';
import { enquiriesRead, updateEnquiry } from '../manage/manage.api';
import { MANAGE_UI } from '../manage/manage.content';

const UI = ENQUIRY_INBOX_UI;
type Tab = EnquiryStatus | '';

/** Moves one enquiry to `status` in the page and the counts, as the server will once it agrees. */
function moved(page: SellerEnquiriesResponse, enquiry: SellerEnquiry, status: EnquiryStatus): SellerEnquiriesResponse {
  const counts = {
    ...page.counts,
    [enquiry.status]: page.counts[enquiry.status] - 1,
    [status]: page.counts[status] + 1,
  };
  return { ...page, counts, data: page.data.map((row) => (row.id === enquiry.id ? { ...row, status } : row)) };
}

/** `/saller/queries/manage`: the buyers' enquiries by status, with their contact and the next steps. */
export default function QueriesPage() {
  useDocumentTitle(ROUTES.sellerQueries.title);
  const [tab, setTab] = useState<Tab>('');
  const [page, setPage] = useState(1);
  const read = enquiriesRead({ status: tab || undefined, page });
  const enquiries = usePersonalApi(read, bodyOf);
  const cache = useApiCache();
  const [busyId, setBusyId] = useState<number | null>(null);
  // The tab counts stay while another tab loads (they cover every status, whichever tab asked).
  const lastCounts = useRef<SellerEnquiriesResponse['counts'] | null>(null);
  if (enquiries.kind === 'found') lastCounts.current = enquiries.data.counts;
  const counts = lastCounts.current;

  // Optimistic: the badge and counts change at once and go back, with the server's words, if it refuses.
  const onMove = async (enquiry: SellerEnquiry, status: EnquiryStatus) => {
    setBusyId(enquiry.id);
    cache.update(read, (data) => moved(data, enquiry, status));
    try {
      await updateEnquiry(enquiry.id, status);
      // The other tabs and the dashboard's counts are read again when next shown.
      cache.invalidate(sellerEnquiries, { except: [read.path] });
    } catch (error) {
      cache.update(read, (data) => {
        const now = data.data.find((row) => row.id === enquiry.id);
        return now ? moved(data, { ...now, status }, enquiry.status) : data;
      });
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  };

  const tabs: [Tab, string, number | undefined][] = [
    ['', MANAGE_UI.all, counts?.all],
    ...ENQUIRY_STATUSES.map((status): [Tab, string, number | undefined] => [
      status,
      ENQUIRY_STATUS_LABELS[status],
      counts?.[status],
    ]),
  ];

  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.sellerQueries.title}</h1>
      <nav aria-label={UI.tabsLabel} className="mt-6 -mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {tabs.map(([value, label, count]) => (
            <li key={value || 'all'}>
              <button
                type="button"
                aria-pressed={tab === value}
                className={tab === value ? 'btn-solid' : 'btn-outline'}
                onClick={() => {
                  setTab(value);
                  setPage(1);
                }}
              >
                {count === undefined ? label : `${label} (${count})`}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <LoadState read={enquiries}>
        {(data) =>
          data.data.length === 0 ? (
            <p className="mt-6 text-sm text-muted">{UI.empty}</p>
          ) : (
            <>
              <ul className="mt-6 space-y-4">
                {data.data.map((enquiry) => (
                  <EnquiryItem key={enquiry.id} enquiry={enquiry} busy={busyId === enquiry.id} onMove={onMove} />
                ))}
              </ul>
              <Pager
                label={ROUTES.sellerQueries.title}
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={setPage}
              />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
