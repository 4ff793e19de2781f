import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { useAtomValue } from '../../../app/store';
import { currentUserAtom } from '../../accounts/accounts.atoms';
import { POSTING_LABELS } from '../content-pages.content';

const BUTTON = 'px-5 py-2.5 text-base';

/**
 * Where a posting page leads: a visitor logs in or registers as a seller; a logged-in user goes straight
 * to the form (a project needs a builder account, so other sellers are offered a property instead).
 */
export function PostingActions({ project, tone = 'light' }: { project: boolean; tone?: 'light' | 'dark' }) {
  const user = useAtomValue(currentUserAtom);
  const outline = tone === 'dark' ? 'btn border border-white/70 text-white hover:bg-white/10' : 'btn-outline';
  const primary = tone === 'dark' ? 'btn-accent' : 'btn-solid';
  if (!user) {
    return (
      <div className="flex flex-wrap gap-3">
        <Link href={PATHS.sellerLogin} className={`${primary} ${BUTTON}`}>
          {POSTING_LABELS.login}
        </Link>
        <Link href={PATHS.sellerSignup} className={`${outline} ${BUTTON}`}>
          {POSTING_LABELS.register}
        </Link>
      </div>
    );
  }
  const canPostProject = user.isSeller && user.sellerType === 'Builder';
  const toProject = project && (canPostProject || !user.isSeller);
  return (
    <div>
      <p className={tone === 'dark' ? 'text-white/85' : 'text-muted'}>
        {POSTING_LABELS.loggedInAs(`${user.firstName} ${user.lastName}`.trim())}
        {project && user.isSeller && !canPostProject ? ' Projects are posted by builder accounts.' : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link href={toProject ? PATHS.sellerAddProject : PATHS.sellerAddProperty} className={`${primary} ${BUTTON}`}>
          {toProject ? POSTING_LABELS.addProject : POSTING_LABELS.addProperty}
        </Link>
        {user.isSeller ? null : (
          <Link href={PATHS.sellerSignup} className={`${outline} ${BUTTON}`}>
            {POSTING_LABELS.becomeSeller}
          </Link>
        )}
      </div>
    </div>
  );
}
