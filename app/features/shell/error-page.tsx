import { Link } from "react-router";
import { brand } from "~/content/brand";
import "./status-page.css";

/** Shown when a page fails to render; it says what to do next and never shows technical detail. */
export function ErrorPage() {
  return (
    <div className="status-page container">
      <p className="status-page__code">Something went wrong</p>
      <h1>This page could not be shown</h1>
      <p className="status-page__lead">
        Please try again in a moment. If it keeps happening, call us on{" "}
        <a href={brand.contact.phoneHref}>{brand.contact.phone}</a> or go back to the <Link to="/">home page</Link>.
      </p>
    </div>
  );
}
