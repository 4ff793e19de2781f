import { useState } from 'react';
import type { AdminReportEntry } from '../../../../shared/reports/report-contract';
import { ROUTES } from '../../../../shared/route-titles';
import { adminDashboard, adminQueue } from '../../../lib/api-resources';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { Pager } from '../../../ui/Pager';
import { bodyOf } from '../../accounts/use-personal-api';
import { type Confirmation, ConfirmDialog } from '../people/ConfirmDialog';
import { useAdminApi } from '../shared/use-admin-api';
import { dismissReports, hideReported, reportsQueueRead } from './admin-reports.api';
import { ADMIN_REPORTS_UI as UI } from './admin-reports.content';
import { ReportEntryCard } from './ReportEntryCard';

const keyOf = (entry: AdminReportEntry) => `${entry.kind}:${entry.id}`;

/** /admin/reports: listings and projects buyers reported, newest report first; hide with a reason, or dismiss. */
export default function AdminReportsPage() {
  useDocumentTitle(ROUTES.adminReports.title);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<Confirmation | null>(null);
  const read = reportsQueueRead(page);
  const queue = useAdminApi(read, bodyOf);
  const cache = useApiCache();

  /** Runs a decision; the entry leaves the queue (its reports are no longer open). */
  const decide = async (entry: AdminReportEntry, run: () => Promise<{ message?: string }>) => {
    setBusy(keyOf(entry));
    try {
      const answer = await run();
      cache.update(read, (list) => ({
        ...list,
        total: list.total - 1,
        data: list.data.filter((row) => keyOf(row) !== keyOf(entry)),
      }));
      // Other pages of the queue, the dashboard's counts and the listings tables change too.
      cache.invalidate([adminQueue('reports'), adminDashboard, adminQueue('property'), adminQueue('project')], {
        except: [read.path],
      });
      if (answer.message) notify.success(answer.message);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-ink">{ROUTES.adminReports.title}</h1>
      <p className="mt-2 max-w-prose text-sm text-muted">{UI.intro}</p>
      <LoadState read={queue}>
        {(list) => (
          <>
            {list.data.length === 0 ? <p className="card mt-4">{UI.empty}</p> : null}
            <ul className="mt-4 space-y-4">
              {list.data.map((entry) => (
                <ReportEntryCard
                  key={keyOf(entry)}
                  entry={entry}
                  busy={busy === keyOf(entry)}
                  onHide={() =>
                    setPrompt({
                      question: UI.hideTitle(entry.title),
                      confirm: UI.hide,
                      reasonLabel: UI.reasonLabel,
                      onConfirm: (reason) => void decide(entry, () => hideReported(entry.kind, entry.id, reason)),
                    })
                  }
                  onDismiss={() => void decide(entry, () => dismissReports(entry.kind, entry.id))}
                />
              ))}
            </ul>
            <Pager
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              label={ROUTES.adminReports.title}
              onPage={setPage}
            />
          </>
        )}
      </LoadState>
      {prompt ? <ConfirmDialog confirmation={prompt} onClose={() => setPrompt(null)} /> : null}
    </section>
  );
}
