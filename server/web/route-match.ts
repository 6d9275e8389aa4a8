import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Which route of the build's route table a path reaches (the id of its deepest match), found with React
 * Router's own `matchRoutes` over the routes the build lists, so the server can tell before rendering
 * that a path only reaches the catch-all route: such a path gets the one cached not-found page instead of
 * a render of its own.
 */
export function routeMatcher(routes: ServerBuild["routes"]): (path: string) => string | undefined {
  type ServerRoute = NonNullable<ServerBuild["routes"][string]>;
  const byParent = new Map<string | undefined, ServerRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route): RouteObject =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const table = tree(undefined);
  return (path) => matchRoutes(table, path)?.at(-1)?.route.id;
}
