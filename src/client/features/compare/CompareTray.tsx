import { OptionalPart } from '../../app/layouts/OptionalPart';
import { useAtomValue } from '../../app/store';
import { lazyPart } from '../../lib/lazy-part';
import { compareIdsAtom } from './compare.atoms';

const CompareTrayPanel = lazyPart(() => import('./components/CompareTrayPanel'));

/**
 * The way on from a page with compare buttons: once one property is chosen, a bar at the bottom of the
 * screen with the chosen ones and the link to compare them. Its code loads when there is something to show
 * (a visit that chooses nothing never downloads it). `docked` puts it in the page's flow instead of fixed
 * to the screen, for a page that holds its own bar at the bottom (a listing's Call and Enquire on phones):
 * that page stacks the two in one sticky block.
 *
 * The chosen ids live on the device, so the server renders nothing here and the browser's first render
 * matches it (compareIdsAtom is undefined until the device has been read).
 */
export function CompareTray({ docked = false }: { docked?: boolean }) {
  const ids = useAtomValue(compareIdsAtom);
  return ids && ids.length > 0 ? (
    <OptionalPart>
      <CompareTrayPanel ids={ids} docked={docked} />
    </OptionalPart>
  ) : null;
}
