import { useEffect } from 'react';
import { Link } from 'wouter';
import type { SellerContact } from '../../../../shared/enquiries/enquiry-constants';
import { OFFLINE_MESSAGES } from '../../../../shared/offline/offline-contract';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useSetAtom } from '../../../app/store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openAuthDialogAtom } from '../../accounts/accounts.atoms';
import { useEndSession } from '../../accounts/use-end-session';
import { useSignedInUser } from '../../listing-detail/use-signed-in-user';
import { SavedNotice } from '../../offline/SavedNotice';
import { MyEnquiryItem } from '../MyEnquiryItem';
import { MY_ENQUIRIES_UI as UI } from '../my-enquiries.content';
import { contactKey, type SavedEnquiries, saveContact } from '../my-enquiries-store';
import { useMyEnquiries } from '../use-my-enquiries';
import { useOutboxItems, type WaitingEnquiry } from '../use-outbox-items';
import { WaitingEnquiryItem } from '../WaitingEnquiryItem';

function Ways() {
  return (
    <div className="flex flex-wrap gap-2">
      <Link href={PATHS.properties} className="btn-outline">
        {UI.browse}
      </Link>
      <Link href={PATHS.shortlist} className="btn-outline">
        {UI.shortlist}
      </Link>
    </div>
  );
}

/** Enquiries written offline: waiting in the outbox, or sent since the page opened. */
function WaitingList({ items }: { items: readonly WaitingEnquiry[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
      {items.map((item) => (
        <WaitingEnquiryItem key={item.key} item={item} />
      ))}
    </ul>
  );
}

const aboutKey = (about: { kind: string; id: number }) => `${about.kind}:${about.id}`;

function EnquiryList({ userId }: { userId: number }) {
  const { view, retry, update } = useMyEnquiries(userId);
  const waiting = useOutboxItems(retry);
  const endSession = useEndSession();
  const ended = view.kind === 'session-ended';
  useEffect(() => {
    if (ended) endSession();
  }, [ended, endSession]);

  if (view.kind === 'loading' || ended) return <p className="mt-6 h-40" aria-busy="true" />;
  if (view.kind === 'failed')
    return (
      <>
        <WaitingList items={waiting} />
        <div role="alert" className="card mt-6 space-y-3">
          <p className="text-ink">{view.offline ? OFFLINE_MESSAGES.notSaved : UI.loadFailed}</p>
          <button type="button" className="btn-solid" onClick={retry}>
            {UI.retry}
          </button>
        </div>
      </>
    );

  // An enquiry sent from the outbox while the page is open stays where it was, marked 'Sent'; the same
  // enquiry in the list fetched since is not shown twice.
  const justSent = new Set(waiting.filter((item) => item.sent).map((item) => aboutKey(item.about)));
  const list = { ...view.list, data: view.list.data.filter((enquiry) => !justSent.has(aboutKey(enquiry.listing))) };
  const { savedAt } = view;
  const revealed = (key: string) => (contact: SellerContact) => {
    const next: SavedEnquiries = { ...view.list, contacts: { ...view.list.contacts, [key]: contact } };
    update(next);
    void saveContact(userId, key, contact);
  };
  return (
    <>
      <SavedNotice savedAt={savedAt} className="mt-4" />
      <WaitingList items={waiting} />
      {list.data.length === 0 && waiting.length === 0 ? (
        <div className="card mt-6 space-y-4">
          <p className="text-ink">{UI.empty}</p>
          <Ways />
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {list.data.map((enquiry) => {
            const key = contactKey(enquiry.listing);
            return (
              <MyEnquiryItem
                key={enquiry.id}
                enquiry={enquiry}
                contact={list.contacts[key]}
                onRevealed={revealed(key)}
                onSessionEnded={endSession}
              />
            );
          })}
        </ul>
      )}
      {list.total > list.data.length && (
        <p className="mt-4 text-sm text-muted">{UI.moreThanShown(list.data.length, list.total)}</p>
      )}
    </>
  );
}

/** The buyer's enquiries ("the enquiries you have sent"): from the server, or offline from this device. */
export default function MyEnquiriesPage() {
  useDocumentTitle(ROUTES.myEnquiries.title);
  const user = useSignedInUser();
  const openDialog = useSetAtom(openAuthDialogAtom);
  return (
    <div className="container-page py-6">
      <h1 className="text-2xl font-bold">{ROUTES.myEnquiries.title}</h1>
      <p className="mt-1 text-sm text-muted">{UI.intro}</p>
      {user ? (
        <EnquiryList key={user.id} userId={user.id} />
      ) : (
        <div className="card mt-6 space-y-4">
          <p className="text-ink">{UI.loginPrompt}</p>
          <button type="button" className="btn-solid" onClick={() => openDialog('login')}>
            {UI.login}
          </button>
        </div>
      )}
    </div>
  );
}
