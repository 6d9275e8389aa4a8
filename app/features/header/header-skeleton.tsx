import { Skeleton } from "~/ui/skeleton/skeleton";

/**
 * Stands in for the mega-menu while its navigation definition is not there yet (§2.2): a desktop skeleton,
 * and a mobile one on screens up to 1000px wide.
 */
export function HeaderSkeleton() {
  return (
    <div className="header-skeleton container" aria-busy="true">
      <span className="visually-hidden">Loading the menu</span>
      <Skeleton preset="menu" bottomPadding={0} className="header-skeleton__desktop" />
      <Skeleton preset="menumobile" bottomPadding={0} className="header-skeleton__mobile" />
    </div>
  );
}
