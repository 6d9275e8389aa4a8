import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { brandTheme } from "./scripts/vite-brand-theme.ts";
import { breakpoints } from "./scripts/vite-breakpoints.ts";

export default defineConfig({
  plugins: [brandTheme(), breakpoints(), reactRouter()],
  css: {
    // Lightning CSS fills in the breakpoints' custom media (app/styles/breakpoints.ts) and fails the build
    // on an unknown one.
    transformer: "lightningcss",
    lightningcss: { drafts: { customMedia: true } },
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Inlined assets would need a looser CSP (data: URLs); every asset is a hashed file instead.
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (about 11 KB gzip), loaded with every page: parts of a page whose
    // code loads later (app/ui/deferred-hydration, the header's panels) are styled from the first paint.
    cssCodeSplit: false,
    // No preload links for the files a lazily loaded part imports: Vite's helper adds one <link> to the head
    // per file at each dynamic import, and on a phone those insertions held the main thread for tens of
    // milliseconds while the page hydrated. The browser fetches those files as it reads the part's imports.
    modulePreload: false,
    rolldownOptions: {
      // No report of how long plugins took (React Router's own take most of a build on a busy machine): the
      // build prints only what is wrong.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // React and React Router as one file that every page loads, instead of five (the entry's copy of
          // React DOM, the router's chunk, the JSX runtime, React's index): fewer requests on a first visit
          // and 1.9 KB less gzip, since each small file carries its own compression overhead.
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
            },
            {
              // What the root (header, footer, cookie notice, head) needs and so every page loads: the widget
              // library's shared hooks and helpers (app/ui/shared), the breakpoints they read, the button,
              // the icons, skeletons and notifications, the brand and page register, the head's helpers, the
              // analytics event queue and the error reporter's stub. One file instead of about a dozen small
              // ones saves each file's compression overhead and import lines (about 1.2 KB of gzip a page).
              // A module used only by some pages does not belong here: every page would download it.
              name: "shell",
              test: new RegExp(
                [
                  String.raw`ui/(shared|button)/`,
                  String.raw`styles/breakpoints\.ts$`,
                  String.raw`ui/(icon/icon|safe-html/safe-html|skeleton/skeleton(-presets)?)\.tsx?$`,
                  String.raw`ui/notifications/(notifications-provider|notification-config|notification-text|notifications-context)\.tsx?$`,
                  String.raw`content/(brand|site-pages|name-in-sentence)\.ts$`,
                  String.raw`features/seo/(page-meta|description-override)\.ts$`,
                  String.raw`lib/(store/listeners|seo/canonical-url|seo/prerender-origin|analytics/analytics)\.ts$`,
                  String.raw`lib/http/report-client-error\.ts$`,
                  String.raw`features/header/(header-analytics|login-panel/login-panel-state)\.ts$`,
                ]
                  .map((path) => String.raw`app[\\/]` + path.replaceAll("/", String.raw`[\\/]`))
                  .join("|"),
              ),
            },
          ],
        },
      },
    },
  },
});
