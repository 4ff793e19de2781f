import { Link } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { MY_PROPERTIES_PATH, PATHS } from '../../../../shared/routes';
import { HEADER_LABELS } from '../../../app/layouts/layout.content';
import { useLogout } from '../use-logout';

interface AccountLinksProps {
  /** Called before each action (the menu that shows them closes). */
  onSelect?: () => void;
  itemClassName?: string;
}

/** The logged-in user's actions: My Profile, My Properties, Logout; and a buyer's own pages. */
export function AccountLinks({ onSelect, itemClassName = 'nav-link' }: AccountLinksProps) {
  const logout = useLogout();
  return (
    <ul className="space-y-1">
      <li>
        <Link href={PATHS.profile} className={itemClassName} onClick={onSelect}>
          {HEADER_LABELS.myProfile}
        </Link>
      </li>
      <li>
        <Link href={MY_PROPERTIES_PATH} className={itemClassName} onClick={onSelect}>
          {HEADER_LABELS.myProperties}
        </Link>
      </li>
      {/* A buyer's own pages, after the product's two (docs/product-rules.md, Screens and navigation). */}
      <li>
        <Link href={PATHS.myEnquiries} className={itemClassName} onClick={onSelect}>
          {ROUTES.myEnquiries.title}
        </Link>
      </li>
      <li>
        <Link href={PATHS.savedSearches} className={itemClassName} onClick={onSelect}>
          {ROUTES.savedSearches.title}
        </Link>
      </li>
      <li>
        <Link href={PATHS.compare} className={itemClassName} onClick={onSelect}>
          {ROUTES.compare.title}
        </Link>
      </li>
      <li>
        <button
          type="button"
          className={`${itemClassName} w-full text-left`}
          onClick={() => {
            onSelect?.();
            logout();
          }}
        >
          {HEADER_LABELS.logout}
        </button>
      </li>
    </ul>
  );
}

/** 'Asha Verma' → 'AV'. */
export const initialsOf = (firstName: string, lastName: string): string =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();

/** The round badge with the user's initials (decorative: the name is always written beside it). */
export function UserAvatar({
  firstName,
  lastName,
  className = 'h-8 w-8 text-xs',
}: {
  firstName: string;
  lastName: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-brand font-bold text-white ${className}`}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
