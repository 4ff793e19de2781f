import { useMemo, useState } from 'react';
import { useSetAtom } from '../../../app/store';
import { openAuthDialogAtom } from '../../accounts/accounts.atoms';
import { ENQUIRY_LOGIN_RETURN, EnquiryForm } from '../../enquiries/EnquiryForm';
import type { ContactTarget } from '../../enquiries/enquiries.api';
import { DETAIL_UI } from '../detail.content';
import { absoluteUrl } from '../page-url';
import { useSellerContact } from '../use-seller-contact';
import { useSignedInUser } from '../use-signed-in-user';
import { ActionBar } from './ActionBar';
import { SellerCard, type SellerCardProps } from './SellerCard';

type Seller = Omit<SellerCardProps, 'view' | 'whatsappMessage' | 'onLocked'> & { id: number };

/**
 * Everything about reaching the seller, wired together: the seller card, the enquiry form and (on
 * phones) the bottom action bar share one view of the phone, so an enquiry sent in the form shows
 * the number everywhere at once. Everyone is a visitor on the server and while the browser takes the page
 * over (useSignedInUser): the signed-in view comes after, in the same cards and bar.
 */
export function useContactPanel(
  kind: ContactTarget['kind'],
  id: number,
  seller: Seller,
  listing: { title: string; path: string },
) {
  const user = useSignedInUser();
  const openDialog = useSetAtom(openAuthDialogAtom);
  const target = useMemo(() => ({ kind, id }), [kind, id]);
  const { view, reveal, recheck } = useSellerContact(target);
  const [focusRequest, setFocusRequest] = useState(0);
  const [lockedHint, setLockedHint] = useState(false);
  const own = user !== null && user.id === seller.id;
  // Only a shown phone has a WhatsApp link: that is after the page is in the browser, whose origin it names.
  const whatsappMessage =
    view.status === 'shown' ? DETAIL_UI.seller.whatsappMessage(listing.title, absoluteUrl(listing.path)) : '';

  const onLocked = () => {
    if (view.status === 'visitor') {
      openDialog('login', ENQUIRY_LOGIN_RETURN);
      return;
    }
    setLockedHint(true);
    setFocusRequest((n) => n + 1);
  };
  const contact = { view, name: seller.name, whatsappMessage, onLocked };

  return {
    card: <SellerCard {...seller} {...contact} />,
    form: (
      <EnquiryForm
        target={target}
        view={view}
        own={own}
        focusRequest={focusRequest}
        lockedHint={lockedHint && view.status !== 'shown'}
        onSent={(receipt) => (receipt?.seller ? reveal(receipt.seller) : recheck())}
        onAlreadySent={recheck}
      />
    ),
    bar: <ActionBar {...contact} onEnquire={() => setFocusRequest((n) => n + 1)} />,
  };
}
