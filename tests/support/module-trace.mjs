// Loaded with `node --import` into a server a test starts: notes every module the process loads from the
// packages named in MODULE_TRACE_PACKAGES (comma-separated) in MODULE_TRACE_FILE, one URL a line, so a
// test can tell whether a code path loaded them (tests/http/sanitize-at-write.test.ts: jsdom, dompurify).
import { register } from "node:module";

const file = process.env.MODULE_TRACE_FILE;
const packages = (process.env.MODULE_TRACE_PACKAGES ?? "").split(",").filter(Boolean);
if (file && packages.length > 0) {
  register("./module-trace-hooks.mjs", import.meta.url, { data: { file, packages } });
}
