/**
 * The offline feature's icons, apart from the shared set: only the menu's drawer and the saved-for-offline
 * page draw them, so they load with those and not with the app's first chunk.
 */
import { Icon } from '../../ui/icons';

export const SavedOfflineIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M7 3.5h10a1.5 1.5 0 0 1 1.5 1.5v14a1.5 1.5 0 0 1-1.5 1.5H7A1.5 1.5 0 0 1 5.5 19V5A1.5 1.5 0 0 1 7 3.5z" />
    <path d="M12 7.5v7m-3-3 3 3 3-3" />
  </Icon>
);
