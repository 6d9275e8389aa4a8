// npm run fuzz [-- --count=2400 --seed=12345 --concurrency=8 --database=postgres|pglite]
//
// Sends malformed requests to every write endpoint, the car listings' API (search, a listing, the dealer
// feed, changes), React Router's `.data` addresses (the pages' data and the call-me-back form's action) and
// odd addresses, to a built server that this script starts itself on 127.0.0.1 (a throwaway database on the
// local PostgreSQL, or a PGlite folder in a temporary directory; `--database` picks one), then prints how many answers had each status and the slowest answer. Fails on
// any 5xx, any answer slower than 2 s, any request left unanswered, or the server dying. Bounded in count
// and in time; the same seed sends the same requests. Needs `npm run build` first.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = fileURLToPath(new URL("..", import.meta.url));
const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((argument) => /^--([a-z]+)=(.*)$/.exec(argument))
    .filter(Boolean)
    .map(([, name, value]) => [name, value]),
);
const COUNT = Number(options.count ?? 2400);
const SEED = Number(options.seed ?? Date.now() % 1_000_000);
const CONCURRENCY = Number(options.concurrency ?? 8);
const SLOW_MS = 2000;
/** A request still unanswered after this is a failure of its own. */
const ANSWER_TIMEOUT_MS = 10_000;
/** The whole run stops sending after this, however many requests are left. */
const RUN_LIMIT_MS = 240_000;
const ADMIN_TOKEN = `fuzz-admin-${randomBytes(12).toString("hex")}`;
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

if (!existsSync(join(root, "build/app-server/main.js"))) {
  console.error("build/app-server/main.js is missing: run `npm run build` first.");
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------------
// A seeded pseudo-random generator (mulberry32), so a run can be repeated exactly.
let state = SEED >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (below) => Math.floor(random() * below);
const pick = (items) => items[int(items.length)];
const chance = (p) => random() < p;

// ---------------------------------------------------------------------------------------------------------
// Where the server keeps its data: PostgreSQL when it answers (or when --database=postgres), else PGlite.
async function storage() {
  const name = `umoya_fuzz_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  try {
    if (options.database === "pglite") throw new Error("PGlite asked for");
    const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      describe: "a throwaway PostgreSQL database",
      async drop() {
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
        await client.end();
      },
    };
  } catch (error) {
    if (options.database === "postgres") throw error;
    const dataDir = await mkdtemp(join(tmpdir(), "umoya-fuzz-"));
    // The tests' initialised template, when there is one, saves the embedded database's first start.
    const template = join(root, "node_modules/.cache/umoya-test-pglite/template");
    if (existsSync(join(template, "PG_VERSION"))) await cp(template, dataDir, { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      describe: "an embedded database in a temporary folder",
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
}

async function startServer(env) {
  const child = spawn(process.execPath, ["build/app-server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      ...env,
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      ADMIN_TOKEN,
      TRUST_PROXY: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const problems = [];
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk.toString()));
  const port = await new Promise((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s\n${stderr}`)), 60_000);
    child.stdout.on("data", (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        let entry;
        try {
          entry = JSON.parse(line);
        } catch {
          problems.push(`not a log line: ${line.slice(0, 200)}`);
          continue;
        }
        if (entry.msg?.includes("is serving")) {
          clearTimeout(timer);
          resolve(entry.port);
        }
        if (entry.level === "error" || entry.level === "fatal") problems.push(`${entry.level}: ${entry.msg}`);
      }
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code} before listening\n${stderr}`)));
  });
  return { child, port, problems, stderr: () => stderr };
}

// ---------------------------------------------------------------------------------------------------------
// One request over its own connection, written byte for byte (so malformed ones go out as they are).
function send(port, { method, target, headers = {}, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    let head = "";
    let done = false;
    const finish = (status) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, ms: performance.now() - started });
    };
    const timer = setTimeout(() => finish("no answer"), ANSWER_TIMEOUT_MS);
    socket.on("data", (chunk) => {
      if (head.length < 64) head += chunk.toString("latin1");
    });
    socket.on("end", () => finish(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]) || "no status line"));
    socket.on("error", () => finish(head ? Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]) || "reset" : "reset"));
    socket.on("connect", () => {
      const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
      const lines = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      if (bytes && !Object.keys(headers).some((name) => name.toLowerCase() === "content-length")) {
        lines.push(`Content-Length: ${bytes.length}`);
      }
      socket.write(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
      if (bytes) socket.write(bytes);
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// What gets sent.
const validLead = () => ({
  firstName: "Fuzz",
  surname: "Tester",
  cellphone: "0825551234",
  email: "fuzz@example.co.za",
  idNumber: "8001015009087",
  product: "business",
  sourcePath: "/business",
  preferredTime: "morning",
  calculation: { calculator: "vehicle-finance", figures: { "Monthly instalment": 7425.5 } },
  consent: true,
  marketingOptIn: false,
  preCheckConsent: true,
});
const validLog = () => ({ level: "error", message: "boom", url: "/business", time: new Date().toISOString() });
const validPost = () => ({
  slug: `fuzz-${int(1e6)}`,
  title: "A fuzzed post",
  date: "2026-11-01",
  description: "A description that is long enough.",
  body: "Some **Markdown**.",
  image: { src: "/images/blog/cars.jpg", alt: "Cars" },
});

function deepNest(depth) {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

const oddStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202Eevil",
  "\uFEFF",
  "😀".repeat(50),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "../../etc/passwd",
  "x".repeat(20_000),
  "082-555-1234",
  "\ud800",
  "{}",
  "null",
  "\r\nInjected: header",
];
const oddValue = () =>
  pick([
    () => pick(oddStrings),
    () => int(1e9) - 5e8,
    () => random() * 1e308,
    () => null,
    () => true,
    () => [],
    () => [pick(oddStrings), 1, null],
    () => ({}),
    () => ({ nested: { deeper: pick(oddStrings) } }),
    () => JSON.parse(deepNest(200)),
  ])();

/** A valid body with one field made odd, one removed, or one added. */
function mutate(object) {
  const copy = structuredClone(object);
  const keys = Object.keys(copy);
  const roll = random();
  if (roll < 0.6) copy[pick(keys)] = oddValue();
  else if (roll < 0.8) delete copy[pick(keys)];
  else copy[pick(["__proto__", "constructor", "extra", "\u0000", "a".repeat(300)])] = oddValue();
  return copy;
}

/** A body: mostly JSON (valid or mutated), sometimes broken in one of the ways clients break them. */
function jsonBody(valid) {
  return pick([
    () => JSON.stringify(valid),
    () => JSON.stringify(mutate(valid)),
    () => JSON.stringify(mutate(mutate(valid))),
    () => JSON.stringify(valid).slice(0, int(40)),
    () => deepNest(10_000),
    () => JSON.stringify(oddValue()),
    () => Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0xc3, 0x28, 0x7d]),
    () => randomBytes(int(200)),
    () => "",
    () => JSON.stringify({ ...valid, padding: "p".repeat(70_000) }),
  ])();
}

function formBody() {
  const fields = { ...validLead(), consent: "yes", marketingOptIn: "", preCheckConsent: "yes" };
  delete fields.calculation;
  const form = new URLSearchParams(
    Object.entries(mutate(fields)).map(([name, value]) => [
      name,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  );
  return pick([
    () => ({ type: "application/x-www-form-urlencoded", body: form.toString() }),
    () => ({ type: "application/x-www-form-urlencoded", body: `%${form.toString()}&&==&%E0%A4%A=1` }),
    () => ({
      type: "multipart/form-data; boundary=fuzz",
      body: `--fuzz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nX\r\n--nope`,
    }),
    () => ({ type: "multipart/form-data", body: "no boundary at all" }),
    () => ({ type: "text/plain", body: form.toString() }),
    () => ({ type: "application/json", body: JSON.stringify(fields) }),
    () => ({ type: "application/x-www-form-urlencoded", body: `firstName=${"A".repeat(70_000)}` }),
  ])();
}

/** encodeURIComponent, or the bytes of a lone surrogate, which it refuses to encode. */
const encode = (text) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
};

/** A listing as PUT /api/vehicles/:id takes it. */
const validVehicle = () => ({
  make: "Toyota",
  model: "Hilux",
  variant: "2.8 GD-6 Legend double cab",
  year: 2022,
  mileageKm: 61_000,
  price: 629_900,
  province: "gauteng",
  bodyType: "bakkie",
  fuel: "diesel",
  transmission: "automatic",
  colour: "White",
  dealer: "Fuzz Motors",
  dealerCode: "FZ-001",
  town: "Pretoria",
  status: "available",
});

const FEED_HEADER =
  "make,model,variant,year,mileageKm,price,province,bodyType,fuel,transmission,colour,dealer,dealerCode,town";
const feedRow = () =>
  [
    pick(["Toyota", '=HYPERLINK("http://x")', "@SUM(1)", "+27", "\u202eVW", "Kia\u0007", '"Ford, ""Jr"""']),
    pick(["Hilux", "-1", "\t", "x".repeat(int(120))]),
    pick(["", "GD-6", "\u2066iso\u2069", '"two\r\nlines"']),
    pick(["2022", "1899", "3000", "abc", "", "2022.5"]),
    pick(["61000", "-1", "1e9", ""]),
    pick(["629900", "0", "99999999999", "R 1 000"]),
    pick(["gauteng", "mars", ""]),
    pick(["bakkie", "spaceship"]),
    pick(["diesel", "steam"]),
    pick(["automatic", "manual", "x"]),
    pick(["White", "", "\u0000"]),
    pick(["Fuzz Motors", ""]),
    pick(["FZ-001", "-bad", "x".repeat(40)]),
    pick(["Pretoria", "", "\ufeffTown"]),
  ]
    .slice(0, chance(0.1) ? int(14) : 14)
    .join(",");
/** A dealer feed: mostly CSV of good and bad rows, sometimes broken in one of the ways files break. */
const feedBody = () =>
  pick([
    () => [FEED_HEADER, ...Array.from({ length: 1 + int(20) }, feedRow)].join(pick(["\n", "\r\n"])),
    () => [FEED_HEADER, ...Array.from({ length: 1 + int(5) }, feedRow)].join("\n").slice(0, int(400)),
    () => `${FEED_HEADER},vin\n${feedRow()},X`,
    () => "make,model\n",
    () => '"unterminated,quote\n1,2',
    () => `\ufeff${FEED_HEADER}\n${feedRow()}`,
    () => randomBytes(int(300)),
    () => "",
  ])();

/** A query of the car search (the API's and the find-a-car page's): known fields with odd values, unknown ones. */
const carQuery = () => {
  const fields = ["q", "make", "model", "bodyType", "fuel", "transmission", "province", "minPrice", "maxPrice"];
  const more = ["minYear", "maxMileage", "sort", "page", "pageSize", "nope", "__proto__", "q"];
  const values = ["Toyota", "", "-1", "1e9", "99999999999", "newest", "price", "bakkie", "%00", "%E0%A4%A", "%ZZ"];
  return Array.from(
    { length: int(6) },
    () => `${pick([...fields, ...more])}=${chance(0.5) ? pick(values) : encode(pick(oddStrings).slice(0, 300))}`,
  ).join("&");
};
const carId = () =>
  pick(["1", "2-2021-ford-ranger", "0", "-1", "99999999", "1e3", "abc", "%00", "1%2F2", "x".repeat(300)]);

/** React Router's data addresses: a page's data (`<path>.data`), the root's, and odd ones. */
const dataTarget = () =>
  pick([
    () => "/_root.data",
    () => "/business.data",
    () => "/call-me-back.data",
    () => `/find-a-car.data?${carQuery()}`,
    () => `/find-a-car/${carId()}.data`,
    () => `/blog/${pick(["new-or-used-car-which-makes-sense", "nope", "%00", "UPPER"])}.data`,
    () => `/blog.data?page=${pick(["1", "2", "0", "x", "99999"])}`,
    () => `/no-such-page.data?q=${encode(pick(oddStrings).slice(0, 200))}`,
    () => `/business.data?_routes=${pick(["root", "page-business", "nope", "%00", "root,root,root"])}`,
    () => "/.data",
    () => "/%E0%A4%A.data",
  ])();

const PAGES = [
  "/",
  "/business",
  "/call-me-back",
  "/balloon-payments",
  "/blog/new-or-used-car-which-makes-sense",
  "/offline",
];
const KINDS = ["header", "footer", "cash-power-params", "nosuchkind"];

function oddPath() {
  return pick([
    () => `/${"%25".repeat(int(5000))}`,
    () => `/${"a".repeat(int(15_000))}`,
    () => "/%",
    () => "/%E0%A4%A",
    () => "/%00",
    () => "/..%2F..%2Fetc%2Fpasswd",
    () => "/../../etc/passwd",
    () => "//evil.example/",
    () => "/\\evil.example",
    () => "/business/../call-me-back",
    // Without spaces and control characters, which would end the request line.
    () => `/blog/${[...pick(oddStrings)].filter((character) => character > " ").join("")}`,
    () => "/assets/%2e%2e/%2e%2e/server/index.js",
    () => `/business?${"a=1&".repeat(int(2000))}`,
    () => `/call-me-back?product=${encode(pick(oddStrings))}&calculation=${encode("{broken")}`,
    () => "/wol-ms-header-footer/header?siteid=%00",
    () => `/wol-ms-header-footer/${pick(KINDS)}/versions?siteid=${encode(pick(oddStrings))}`,
    () => `/blog/api/posts?page=${pick(["-1", "0", "1e9", "abc", "%00"])}&pageSize=${pick(["0", "1000", "x"])}`,
    () => "/api/",
    () => "/api/session/extra",
    () => "/healthz/%2e%2e",
    () => "/sw.js?%00",
    () => "*",
    () => "http://evil.example/business",
    () => "/caf\u00e9",
    () => `/find-a-car?${carQuery()}`,
    () => `/find-a-car/${carId()}`,
    () => `/business${pick(["%00", "%20", "%0a", "/", "//", "%2F", ".", "%2e"])}`,
  ])();
}

function requestFor(session, index) {
  const address = `100.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const csrf = chance(0.85)
    ? {
        Cookie: session.cookie,
        "X-CSRF-Token": chance(0.9) ? session.token : pick(["", "a.b", session.token.slice(1)]),
      }
    : {};
  const extra = chance(0.15)
    ? pick([
        { "Sec-Fetch-Site": pick(["cross-site", "Cross-Site", "same-site", "none"]) },
        { Origin: pick(["https://evil.example", "null", "http://127.0.0.1"]) },
        { Authorization: pick(["Bearer junk", "Bearer", "Basic eDp5", `Bearer ${ADMIN_TOKEN}`]) },
        { "Idempotency-Key": pick(["", " ", "k".repeat(300), `fuzz-${int(20)}`]) },
        { Cookie: `${"c=1; ".repeat(500)}` },
        { "Accept-Encoding": pick(["br", "gzip", "*;q=0", "identity"]) },
      ])
    : {};
  const base = { "X-Forwarded-For": address, ...csrf, ...extra };
  const admin = { ...base, Authorization: chance(0.9) ? `Bearer ${ADMIN_TOKEN}` : "Bearer wrong-token-wrong-token" };
  const json = (target, method, valid, headers = base) => ({
    label: `${method} ${target.slice(0, 60)}`,
    method,
    target,
    headers: {
      "Content-Type": pick([
        "application/json",
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
        "application/x-www-form-urlencoded",
      ]),
      ...headers,
    },
    body: jsonBody(valid),
  });
  return pick([
    () => json("/api/leads", "POST", validLead()),
    () => json("/api/leads", "POST", validLead(), { ...base, "Idempotency-Key": `fuzz-key-${int(30)}` }),
    () => json("/api/logs", "POST", validLog()),
    () => {
      const { type, body } = formBody();
      return {
        label: "POST /call-me-back",
        method: "POST",
        target: pick(["/call-me-back", "/call-me-back/"]),
        headers: { ...base, "Content-Type": type },
        body,
      };
    },
    () => json("/blog/api/posts", "POST", validPost(), admin),
    () =>
      json(
        `/blog/api/posts/${pick(["fuzz-1", "new-or-used-car-which-makes-sense", "%00", "a%2Fb", "UPPER"])}`,
        "PUT",
        validPost(),
        admin,
      ),
    () => ({
      label: "DELETE /blog/api/posts/:slug",
      method: "DELETE",
      target: `/blog/api/posts/${pick(["fuzz-2", "%00", "x".repeat(300), "..%2F"])}`,
      headers: admin,
    }),
    () =>
      json(
        `/wol-ms-header-footer/${pick(KINDS)}?siteid=${pick(["umoya-web", "", "%00", "x".repeat(200), "fuzz-site"])}`,
        "PUT",
        { groups: [] },
        admin,
      ),
    () => ({
      label: "POST /wol-ms-header-footer/<kind>/rollback",
      method: "POST",
      target: `/wol-ms-header-footer/${pick(KINDS)}/rollback?siteid=umoya-web&version=${pick(["1", "0", "-1", "99999999999", "x", ""])}`,
      headers: admin,
    }),
    () => ({
      label: "other method on a page",
      method: pick(["PUT", "PATCH", "DELETE", "OPTIONS", "POST", "TRACE", "PROPFIND"]),
      target: pick(PAGES),
      headers: { ...base, "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    }),
    () => ({ label: "odd address", method: pick(["GET", "GET", "HEAD", "POST"]), target: oddPath(), headers: base }),
    () => ({ label: "GET /api/vehicles?<query>", method: "GET", target: `/api/vehicles?${carQuery()}`, headers: base }),
    () => ({
      label: "GET /api/vehicles/:id",
      method: pick(["GET", "HEAD"]),
      target: `/api/vehicles/${carId()}`,
      headers: base,
    }),
    () => ({
      label: "POST /api/vehicles/import",
      method: "POST",
      target: "/api/vehicles/import",
      headers: {
        ...admin,
        "Content-Type": pick([
          "text/csv",
          "text/csv",
          "text/plain; charset=utf-8",
          "application/json",
          "multipart/form-data",
        ]),
      },
      body: feedBody(),
    }),
    () => json(`/api/vehicles/${carId()}`, "PUT", validVehicle(), admin),
    () => ({ label: "DELETE /api/vehicles/:id", method: "DELETE", target: `/api/vehicles/${carId()}`, headers: admin }),
    () => ({ label: "GET <page>.data", method: pick(["GET", "GET", "HEAD"]), target: dataTarget(), headers: base }),
    () => {
      const { type, body } = formBody();
      return {
        label: "POST /call-me-back.data",
        method: "POST",
        target: pick(["/call-me-back.data", "/call-me-back.data?_routes=call-me-back", "/business.data"]),
        headers: { ...base, "Content-Type": type },
        body,
      };
    },
    () => ({
      label: "lying Content-Length",
      method: "POST",
      target: pick(["/api/leads", "/api/logs", "/call-me-back"]),
      headers: { ...base, "Content-Type": "application/json", "Content-Length": "2" },
      body: JSON.stringify(validLead()),
    }),
  ])();
}

// ---------------------------------------------------------------------------------------------------------
const data = await storage();
console.log(`Fuzzing a server on ${data.describe}: ${COUNT} requests, seed ${SEED}, ${CONCURRENCY} at a time.`);
const server = await startServer(data.env);
let exitCode = 0;
try {
  const sessionAnswer = await fetch(`http://127.0.0.1:${server.port}/api/session`);
  const session = {
    token: (await sessionAnswer.json()).csrfToken,
    cookie: sessionAnswer.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; "),
  };
  const requests = Array.from({ length: COUNT }, (_, index) => requestFor(session, index));
  const tally = new Map();
  const failures = [];
  let slowest = { ms: 0, label: "" };
  let next = 0;
  const runStarted = performance.now();
  const worker = async () => {
    while (next < requests.length && performance.now() - runStarted < RUN_LIMIT_MS) {
      const request = requests[next];
      next += 1;
      const { status, ms } = await send(server.port, request);
      tally.set(status, (tally.get(status) ?? 0) + 1);
      if (ms > slowest.ms) slowest = { ms, label: `${request.label} → ${status}` };
      if (typeof status !== "number" || status >= 500 || ms > SLOW_MS) {
        failures.push(`${request.label} → ${status} in ${Math.round(ms)} ms`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - runStarted) / 1000;

  const sent = [...tally.values()].reduce((sum, count) => sum + count, 0);
  console.log(`\n${sent} requests in ${seconds.toFixed(1)} s. Answers by status:`);
  for (const [status, count] of [...tally].sort(([a], [b]) => String(a).localeCompare(String(b)))) {
    console.log(`  ${String(status).padEnd(16)} ${count}`);
  }
  console.log(`Slowest answer: ${Math.round(slowest.ms)} ms (${slowest.label}).`);
  if (server.child.exitCode !== null) failures.push(`the server exited with ${server.child.exitCode}`);
  if (sent < COUNT) failures.push(`only ${sent} of ${COUNT} requests were sent within ${RUN_LIMIT_MS / 1000} s`);
  const problems = server.problems.filter((line) => !line.startsWith("error: request failed"));
  if (problems.length > 0) {
    console.log(`\nServer log lines at error level or not JSON: ${problems.length}`);
    for (const line of problems.slice(0, 10)) console.log(`  ${line}`);
  }
  if (failures.length > 0) {
    exitCode = 1;
    console.log(`\nFAILED: ${failures.length} answers were 5xx, slower than ${SLOW_MS} ms, or missing:`);
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  } else {
    console.log(`\nNo 5xx, none slower than ${SLOW_MS} ms.`);
  }
} finally {
  server.child.kill("SIGTERM");
  if (server.child.exitCode === null) await once(server.child, "exit");
  await data.drop();
}
process.exit(exitCode);
