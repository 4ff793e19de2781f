import { InsightsPanel } from './InsightsPanel';
import { MenuColumns, SupportContact } from './MenuColumns';
import { type MegaMenuParts, useMegaMenuBehaviour } from './mega-menu.behaviour';
import { HELP_LINKS, SELL_COLUMNS, useBuyMenuColumns, useDrawerRentLinks, useRentMenuColumns } from './menu.links';
import { HELP_MENU, RENT_MENU } from './navigation.content';

export type MenuKey = 'buy' | 'rent' | 'sell' | 'help';

function Columns({ menu }: { menu: MenuKey }) {
  const buyColumns = useBuyMenuColumns();
  const rentColumns = useRentMenuColumns();
  const rentLinks = useDrawerRentLinks();
  if (menu === 'buy')
    return (
      <>
        <MenuColumns columns={buyColumns} />
        {/* Below 1280 px the bar has no Rent Property button: its homes and offices are here. */}
        <div className="xl:hidden">
          <MenuColumns columns={[{ heading: RENT_MENU.forRent, links: rentLinks }]} />
        </div>
      </>
    );
  if (menu === 'rent') return <MenuColumns columns={rentColumns} />;
  return <MenuColumns columns={SELL_COLUMNS} />;
}

/** 'Help': its three links beside the support phone and e-mail. */
function HelpColumns() {
  return (
    <div className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-4 lg:gap-6">
      <MenuColumns columns={[{ heading: HELP_MENU.label.toUpperCase(), links: HELP_LINKS }]} />
      <SupportContact stacked />
    </div>
  );
}

/**
 * What one desktop dropdown shows: its columns of links, the support phone and e-mail, and the
 * 'INTRODUCING Insights' box, with the open menu's key and press handling. Its own
 * chunk, fetched when a mouse or the keyboard first reaches the menus, so phones and the home page's
 * first load never carry it.
 */
export default function MenuPanel({ menu, ...parts }: { menu: MenuKey } & MegaMenuParts) {
  useMegaMenuBehaviour(parts);
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_14rem] lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-8">
      {menu === 'help' ? (
        <HelpColumns />
      ) : (
        <div className="flex min-w-0 flex-col gap-5">
          <Columns menu={menu} />
          <SupportContact />
        </div>
      )}
      <InsightsPanel />
    </div>
  );
}
