import { DETAIL_UI } from '../detail.content';
import { ContactButtons, type ContactButtonsProps, STACKED } from './ContactButtons';
import { MailIcon } from './DetailIcons';

/**
 * Phones only: Call, WhatsApp and Enquire kept at the bottom of the screen while the listing scrolls
 * (sticky inside the page, so it comes to rest above the footer instead of covering it).
 */
export function ActionBar({ onEnquire, ...contact }: ContactButtonsProps & { onEnquire: () => void }) {
  return (
    <nav
      aria-label={DETAIL_UI.quickActions}
      // Lifts the toasts above the bar on phones (brand.styles.ts), so a toast never hides Call or Enquire.
      data-toast-clear
      className="sticky bottom-0 z-20 border-t border-line bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur md:hidden"
    >
      <div className="grid grid-cols-3 gap-2">
        <ContactButtons {...contact} stacked className="col-span-2" />
        <button type="button" className={`btn-outline ${STACKED}`} onClick={onEnquire}>
          <MailIcon className="h-5 w-5 flex-none" />
          {DETAIL_UI.seller.enquire}
        </button>
      </div>
    </nav>
  );
}
