import { nameInSentence } from "~/content/name-in-sentence";
import { PageLink } from "~/ui/page-link/page-link";
import type { Crumb } from "~/content/breadcrumb-trail";
import { isExternalPath } from "~/lib/links/is-external-path";
import "./breadcrumbs.css";

function CrumbLink({ crumb }: { readonly crumb: Crumb }) {
  return isExternalPath(crumb.path) ? (
    <a href={crumb.path}>{crumb.name}</a>
  ) : (
    <PageLink to={crumb.path}>{crumb.name}</PageLink>
  );
}

/**
 * The breadcrumb trail (§2.7): internal crumbs route on the client, external ones are plain links, the
 * last crumb is the current page. Hidden with one crumb or fewer. At 850px or less only the way back to
 * the previous crumb shows.
 */
export function Breadcrumbs({ trail }: { readonly trail: readonly Crumb[] }) {
  if (trail.length <= 1) return null;
  const previous = trail[trail.length - 2];
  return (
    <nav className="breadcrumbs container" aria-label="Breadcrumb">
      <ol className="breadcrumbs__trail">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="breadcrumbs__crumb">
              {last ? <span aria-current="page">{crumb.name}</span> : <CrumbLink crumb={crumb} />}
            </li>
          );
        })}
      </ol>
      {previous && (
        <p className="breadcrumbs__previous">
          {/* The page's name inside a sentence: "Back to private vehicle finance". */}
          <CrumbLink crumb={{ ...previous, name: `Back to ${nameInSentence(previous.name)}` }} />
        </p>
      )}
    </nav>
  );
}
