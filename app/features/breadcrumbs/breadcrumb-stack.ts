import type { Crumb } from "~/content/breadcrumb-trail";

/**
 * The breadcrumb operations of §4.7 as pure functions over a trail (a list of crumbs, the last one active).
 * Crumbs are matched by name. Each returns a new trail and leaves its input untouched.
 */

const indexOf = (trail: readonly Crumb[], name: string) => trail.findIndex((crumb) => crumb.name === name);

/** Push: adds the crumb at the end if no crumb of that name is in the trail. */
export function pushCrumb(trail: readonly Crumb[], crumb: Crumb): Crumb[] {
  return indexOf(trail, crumb.name) === -1 ? [...trail, crumb] : [...trail];
}

/** Pop: removes the last crumb. */
export function popCrumb(trail: readonly Crumb[]): Crumb[] {
  return trail.slice(0, -1);
}

/** Pop-to: removes every crumb after the named one (the trail is unchanged when the name is absent). */
export function popToCrumb(trail: readonly Crumb[], name: string): Crumb[] {
  const index = indexOf(trail, name);
  return index === -1 ? [...trail] : trail.slice(0, index + 1);
}

/** Clear: empties the trail. */
export function clearCrumbs(): Crumb[] {
  return [];
}

/**
 * Safe push: when the crumb is already in the trail but not active (not last), pops back to it; when it is
 * absent, pushes it; when it is already active, leaves the trail as it is.
 */
export function safePushCrumb(trail: readonly Crumb[], crumb: Crumb): Crumb[] {
  const index = indexOf(trail, crumb.name);
  if (index === -1) return [...trail, crumb];
  return trail.slice(0, index + 1);
}

export type BreadcrumbAction =
  | { readonly type: "push"; readonly crumb: Crumb }
  | { readonly type: "pop" }
  | { readonly type: "popTo"; readonly name: string }
  | { readonly type: "clear" }
  | { readonly type: "safePush"; readonly crumb: Crumb }
  | { readonly type: "set"; readonly trail: readonly Crumb[] };

/** The operations as a reducer, for a component that keeps a trail in state (useReducer). */
export function breadcrumbReducer(trail: readonly Crumb[], action: BreadcrumbAction): readonly Crumb[] {
  switch (action.type) {
    case "push":
      return pushCrumb(trail, action.crumb);
    case "pop":
      return popCrumb(trail);
    case "popTo":
      return popToCrumb(trail, action.name);
    case "clear":
      return clearCrumbs();
    case "safePush":
      return safePushCrumb(trail, action.crumb);
    case "set":
      return action.trail;
    default:
      return action satisfies never;
  }
}
