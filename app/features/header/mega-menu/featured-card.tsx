import type { FeaturedLink } from "~/lib/site-definitions/navigation-definition";
import { Icon } from "~/ui/icon/icon";
import { MenuLink } from "./menu-link";

/**
 * The tool or calculator a menu panel features, in the desktop panel and the mobile side panel alike:
 * a title, one line on what it does, and the link as its call to action.
 */
export function FeaturedCard({
  featured,
  onFollow,
}: {
  readonly featured: FeaturedLink;
  readonly onFollow: () => void;
}) {
  return (
    <div className="menu-featured">
      <p className="menu-featured__title">{featured.title}</p>
      <p className="menu-featured__text">{featured.description}</p>
      <MenuLink
        className="menu-featured__action"
        title={featured.action}
        path={featured.path}
        tracking={featured.tracking ?? featured.title}
        onFollow={onFollow}
      >
        {featured.action}
        <Icon name="chevron-right" size={16} />
      </MenuLink>
    </div>
  );
}
