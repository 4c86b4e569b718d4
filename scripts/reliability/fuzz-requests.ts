// Hostile and odd requests for the catalog API under /3: what a scanner, a broken client or an
// attacker sends. Each is written raw (raw-http.ts), so nothing on the way tidies it up.
import type { Random } from "../../common/seeded-random";
import { CATALOG_KEY } from "./project";

export interface FuzzRequest {
  /** The kind of oddness, for the figures and for finding a failing case again. */
  kind: string;
  method: string;
  /** The request target exactly as sent (path and query). */
  target: string;
  version: string;
  headers: Array<[string, string]>;
  body?: string;
  /** Bytes that are not HTTP at all, sent instead of a request. */
  raw?: string;
}

export interface FuzzContext {
  /** Films the catalog has, so that some requests reach real work (details, credits, related). */
  ids: readonly number[];
  /** Words from real titles, so that searches find something. */
  words: readonly string[];
}

const ENDPOINTS = [
  "/3/movie/popular",
  "/3/movie/{id}",
  "/3/movie/{id}/credits",
  "/3/movie/{id}/similar",
  "/3/movie/{id}/recommendations",
  "/3/search/movie",
  "/3/discover/movie",
  "/3/genre/movie/list",
  "/3/configuration",
] as const;

/** Paths the catalog does not have: TMDB has some of them, clients guess at others. */
const UNKNOWN_PATHS = [
  "/3", "/3/", "/3/movie", "/3/movie/", "/3/movie/latest", "/3/movie/top_rated", "/3/movie/{id}/videos", "/3/movie/{id}/images",
  "/3/movie/{id}/keywords", "/3/movie/{id}/credits/extra", "/3/tv/1399", "/3/person/287", "/3/search", "/3/search/tv", "/3/search/multi",
  "/3/genre/tv/list", "/3/discover", "/3/trending/movie/week", "/3/account", "/3/authentication/token/new", "/3/movie/{id}/rating",
  "/3/../../../../etc/passwd", "/3/%2e%2e/%2e%2e/etc/passwd", "/3/..%2f..%2fetc%2fpasswd", "/3/movie/..%5c..%5cwindows", "/3/.env",
  "/3/.git/config", "/3/movie/popular/../../../app.db", "/3//movie//popular", "/3/movie/./popular", "/3/movie/popular/", "/3/movie/popular;x=1",
  "/3/MOVIE/POPULAR", "/3/movie/%70opular", "/3/movie%2fpopular", "/3/movie\\popular", "/3/search/movie/", "/3/discover/movie/../movie",
];

const ODD_IDS = [
  "0", "-1", "-238", "1.5", "238.0", "1e3", "0x10", "0b1", "010", "+238", " 238", "%20238", "238%20", "238abc", "abc", "NaN", "Infinity", "-Infinity",
  "null", "undefined", "true", "[]", "{}", "99999999999999999999", "9007199254740993", "2147483648", "4294967296", "１２３", "٢٣٨", "%32%33%38",
  "%00", "238%00", "%ff", "%c0%af", "%e2%80%ae", "${7*7}", "{{7*7}}", "'", "\"", "%22%3E%3Cscript%3E", "1;DROP TABLE movies", "1%27%20OR%20%271%27=%271",
  "..", "%2e", "~", "*", "%", "%%", "%zz", "%e", "238/", "238//", "‮238",
];

/** Percent escapes that do not decode to UTF-8: lone bytes, truncated, overlong, surrogates, past U+10FFFF. */
const INVALID_UTF8 = ["%ff", "%fe%ff", "%c3%28", "%a0%a1", "%e2%28%a1", "%e2%82%28", "%f0%28%8c%bc", "%f0%90%28%bc", "%c0%af", "%e0%80%af", "%ed%a0%80", "%ed%bf%bf", "%f4%90%80%80", "%f8%88%80%80%80", "%80", "%c3", "%e2%82", "%f0%9f%98"];
/** Escapes that are not escapes at all. */
const BROKEN_ESCAPES = ["%", "%%", "%g0", "%0", "%zz", "%%41", "%u0041", "%2", "100%", "%%%%%%"];
const ODD_TEXT = ["", " ", "+", "++++", "%20%20%20", "%00", "%0d%0aX-Injected:%201", "%09", "%1b[31m", "😀", "%F0%9F%98%80", "%E2%80%8B", "%CC%81%CC%81%CC%81", "%D7%A9%D7%9C%D7%95%D7%9D", "null", "undefined", "[object Object]", "<script>alert(1)</script>", "' OR 1=1 --", "*", "\\", "%5C%5C", "%2F%2F", "a&b", "%26%3D%3F"];
const METHODS_ODD = ["CONNECT", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "MKCOL", "LINK", "PURGE", "SEARCH", "XYZZY", "get", "Get", "M-SEARCH"];
const PARAMS = ["page", "query", "with_genres", "sort_by", "append_to_response", "language", "include_adult", "year", "primary_release_year", "region", "with_original_language", "vote_count.gte", "api_key"];

export function fuzzRequest(random: Random, context: FuzzContext): FuzzRequest {
  const make = random.pick(GENERATORS);
  return make(random, context);
}

type Generator = (random: Random, context: FuzzContext) => FuzzRequest;

const request = (kind: string, target: string, extra: Partial<FuzzRequest> = {}): FuzzRequest => ({ kind, method: "GET", target, version: "HTTP/1.1", headers: [], ...extra });

function endpoint(random: Random, context: FuzzContext, list: readonly string[] = ENDPOINTS): string {
  return random.pick(list).replace("{id}", String(random.pick(context.ids)));
}

function key(): string {
  return `api_key=${CATALOG_KEY}`;
}

/** A sensible value for a parameter, so that the odd part of the request is the only odd part. */
function goodValue(random: Random, context: FuzzContext, name: string): string {
  switch (name) {
    case "page": return String(random.int(1, 10));
    case "query": return encodeURIComponent(random.pick(context.words));
    case "with_genres": return random.pick(["28", "12,16", "35|18", "878,53|27"]);
    case "sort_by": return random.pick(["popularity.desc", "vote_average.desc", "primary_release_date.asc", "revenue.desc"]);
    case "append_to_response": return random.pick(["credits", "videos,images", "similar,recommendations", "credits,videos,images,similar,recommendations"]);
    case "include_adult": return random.pick(["false", "true"]);
    case "year": case "primary_release_year": return String(random.int(1920, 2017));
    case "region": return "US";
    case "with_original_language": return random.pick(["en", "fr", "ja"]);
    default: return "en-US";
  }
}

/** A value to break a parameter: wrong type, out of range, oversized, badly encoded. */
function hostileValue(random: Random): string {
  switch (random.int(0, 9)) {
    case 0: return random.pick(["0", "-1", "1.5", "1e309", "-1e309", "501", "1000", "99999999999999999999", "9007199254740993", "0x1f", "NaN", "1,2", "1 2", "１"]);
    case 1: return random.pick(INVALID_UTF8) + random.text(random.int(0, 3)) + random.pick(INVALID_UTF8);
    case 2: return random.pick(BROKEN_ESCAPES);
    case 3: return random.pick(ODD_TEXT);
    case 4: return "a".repeat(random.int(257, 4000));
    case 5: return Array.from({ length: random.int(17, 400) }, () => random.text(random.int(1, 8), "abcdefghijklmnopqrstuvwxyz")).join("%20");
    case 6: return random.pick(["28,", ",", ",,,,", "|", "||||", "28|", "-28", "28,-12", "0", "999999999", Array.from({ length: 800 }, (_, i) => String(i)).join(","), Array.from({ length: 300 }, () => random.pick(["28", "12", "16", "35"])).join("|")]);
    case 7: return random.pick(["credits,credits,credits", "CREDITS", "credits%2Cvideos", "unknown", ",", Array.from({ length: 500 }, () => "credits").join(","), "credits,%ff"]);
    case 8: return random.text(random.int(1, 64), "!$&'()*+,;=:@/?~-._%");
    default: return random.text(random.int(1, 300));
  }
}

const GENERATORS: Generator[] = [
  // A sound request, now and then: the odd ones must not disturb the server for later good ones.
  (random, context) => {
    const path = endpoint(random, context);
    const params = random.pick([[], ["page"], ["query"], ["with_genres", "sort_by", "page"], ["append_to_response"]]).map((name) => `${name}=${goodValue(random, context, name)}`);
    return request("sound", `${path}?${[...params, key()].join("&")}`);
  },
  // One parameter with a hostile value.
  (random, context) => {
    const name = random.pick(PARAMS.filter((p) => p !== "api_key"));
    return request("bad value", `${endpoint(random, context)}?${name}=${hostileValue(random)}&${key()}`);
  },
  // Search with a long, wordy, repetitive or badly encoded query.
  (random, context) => {
    const query = random.pick([
      () => random.text(random.int(1000, 12000), "abcdefghijklmnopqrstuvwxyz"),
      () => Array.from({ length: random.int(100, 2000) }, () => random.pick(context.words)).join("+"),
      () => `${random.pick(context.words)}+`.repeat(random.int(50, 1500)),
      () => Array.from({ length: random.int(16, 40) }, () => random.text(24, "abcdefghijklmnopqrstuvwxyz")).join("%20"),
      () => random.pick(INVALID_UTF8).repeat(random.int(1, 500)),
      () => "%F0%9F%98%80".repeat(random.int(1, 1200)),
      () => "th".repeat(random.int(1, 3000)),
    ])();
    return request("long query", `/3/search/movie?query=${query}&page=${random.int(1, 3)}&${key()}`);
  },
  // Unknown parameters: many of them, huge ones, repeated ones, odd names.
  (random, context) => {
    const params = random.pick([
      () => Array.from({ length: random.int(50, 1500) }, (_, i) => `p${i}=${random.text(random.int(0, 5))}`),
      () => [`junk=${random.text(random.int(1000, 15000))}`],
      () => Array.from({ length: random.int(2, 300) }, () => `page=${random.int(-5, 600)}`),
      () => [`${random.text(random.int(1, 2000))}=1`, "=", "&&&&", "==", "a==b", "%ff=%ff", "page[]=1", "page[0]=2", "query[a]=b", "__proto__=1", "constructor[prototype][x]=1"],
      () => Array.from({ length: random.int(2, 50) }, () => `${random.pick(PARAMS)}=${goodValue(random, context, random.pick(PARAMS))}`),
    ])();
    return request("odd params", `${endpoint(random, context)}?${[...params, key()].join("&")}`);
  },
  // Bad keys: missing, wrong, empty, repeated, oversized, in the wrong place.
  (random, context) => {
    const variants: Array<[string, Array<[string, string]>]> = [
      ["", []],
      ["api_key=", []],
      ["api_key=wrong", []],
      [`api_key=${random.text(random.int(1, 5000))}`, []],
      [`api_key=wrong&${key()}`, []],
      [`${key()}&api_key=wrong`, []],
      [`API_KEY=${CATALOG_KEY}`, []],
      [`api_key=${CATALOG_KEY.toUpperCase()}`, []],
      [`api_key=${encodeURIComponent(CATALOG_KEY)}%00`, []],
      [`api_key=${random.pick(INVALID_UTF8)}`, []],
      [`api_key[]=${CATALOG_KEY}`, []],
      ["", [["Authorization", `Bearer ${random.text(random.int(1, 2000))}`]]],
      ["", [["Authorization", `Basic ${random.text(40)}`]]],
    ];
    const [query, headers] = random.pick(variants);
    return request("bad key", `${endpoint(random, context)}${query ? `?${query}` : ""}`, { headers });
  },
  // Odd methods, with and without bodies.
  (random, context) => {
    const method = random.pick(METHODS_ODD);
    const body = random.pick(["", "{}", '{"page":1}', "not json", random.text(random.int(1, 6000)), '{"a":'.repeat(200)]);
    const headers: Array<[string, string]> = body ? [["Content-Type", random.pick(["application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])], ["Content-Length", String(Buffer.byteLength(body))]] : [];
    return request("odd method", `${endpoint(random, context)}?${key()}`, { method, headers, ...(body ? { body } : {}) });
  },
  // HEAD and OPTIONS as a browser or a proxy sends them.
  (random, context) =>
    request("head/options", `${endpoint(random, context)}?${key()}`, {
      method: random.pick(["HEAD", "OPTIONS"]),
      headers: random.chance(0.5) ? [["Origin", "https://evil.example"], ["Access-Control-Request-Method", "GET"]] : [],
    }),
  // Ids that are not ids.
  (random) => {
    const id = random.pick(ODD_IDS);
    const suffix = random.pick(["", "/credits", "/similar", "/recommendations", "/videos"]);
    return request("odd id", `/3/movie/${id}${suffix}?${key()}&append_to_response=credits`);
  },
  // Paths the catalog does not serve, traversal and oddly encoded paths.
  (random, context) => request("unknown path", `${endpoint(random, context, UNKNOWN_PATHS)}?${key()}`),
  // Invalid UTF-8 and broken escapes in the path itself.
  (random, context) => {
    const bad = random.pick([...INVALID_UTF8, ...BROKEN_ESCAPES]);
    const path = random.pick([`/3/movie/${bad}`, `/3/${bad}/popular`, `/3/search/movie${bad}`, `/3/movie/${random.pick(context.ids)}/${bad}`, `/3/movie/popular${bad}`]);
    return request("bad path escape", `${path}?${key()}`);
  },
  // Long paths, a few of them past the 16 KB the server reads (those must get 431, not 5xx).
  (random) => request("long path", `/3/movie/${"x".repeat(random.chance(0.2) ? random.int(16_400, 40_000) : random.int(500, 12_000))}?${key()}`),
  // Raw bytes the URL standard does not allow: spaces, control characters, non-ASCII.
  (random) => {
    const raw = random.pick(["pop ular", "pop\tular", "popular\u0000", "popular\u007f", "popülar", "popular\u00ff", "film😀", "a\u0001b", "\u00e9\u00e9"]);
    return request("raw bytes", `/3/movie/${raw}?${key()}`);
  },
  // Odd request forms: absolute form, asterisk, missing Host, versions that do not exist.
  (random, context) => {
    const target = `${endpoint(random, context)}?${key()}`;
    return random.pick([
      () => request("absolute form", `http://127.0.0.1${target}`),
      () => request("absolute form", `http://evil.example${target}`),
      () => request("asterisk", "*", { method: random.pick(["OPTIONS", "GET"]) }),
      () => request("http/1.0", target, { version: "HTTP/1.0" }),
      () => request("bad version", target, { version: random.pick(["HTTP/2.0", "HTTP/9.9", "HTTP/1.2", "http/1.1", "HTTP/1", "FOO"]) }),
      () => request("no host", target, { headers: [["Host", ""]] }),
      () => request("two hosts", target, { headers: [["Host", "a.example"], ["Host", "b.example"]] }),
    ])();
  },
  // Not HTTP at all: a TLS hello, HTTP/2's preface, blank lines, a protocol switch.
  (random) =>
    random.pick([
      request("not http", "", { raw: "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + random.text(40) }),
      request("not http", "", { raw: "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" }),
      request("not http", "", { raw: `${random.text(random.int(1, 200))}\r\n\r\n` }),
      request("upgrade", `/3/movie/popular?${key()}`, { headers: [["Upgrade", random.pick(["websocket", "h2c", "TLS/1.2"])], ["Connection", "Upgrade"]] }),
    ]),
  // Odd headers on a sound request.
  (random, context) => {
    const headers = random.pick<Array<[string, string]>>([
      [["Accept-Encoding", random.pick(["br;q=abc", "*", "gzip;q=0, br;q=0, *;q=0", "identity;q=0", "x".repeat(4000), "br, br, br, gzip, deflate, zstd, compress"])]],
      [["Accept", random.pick(["text/html", "image/png", "*/*;q=abc", "application/xml"])]],
      [["If-None-Match", random.pick(['"x"', "*", "W/\"abc\"", "x".repeat(2000)])], ["If-Modified-Since", random.pick(["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT"])]],
      [["Range", random.pick(["bytes=0-10", "bytes=-1", "bytes=5-1", "bytes=0-0,1-1,2-2", "pages=1"])]],
      [["Cookie", `better-auth.session_token=${random.text(random.int(10, 4000))}; theme=${random.pick(ODD_TEXT)}`]],
      [["X-Forwarded-For", random.pick(["1.2.3.4", "::1", "garbage", "1.2.3.4, 5.6.7.8", "x".repeat(3000)])], ["X-Forwarded-Host", "evil.example"]],
      [["Transfer-Encoding", "chunked"]],
      [["Transfer-Encoding", "chunked"], ["Content-Length", "5"]],
      [["Transfer-Encoding", random.pick(["gzip, chunked", "chunked, identity", "xchunked"])]],
      [["Expect", "100-continue"]],
      [["Content-Type", "application/json"], ["Content-Length", "0"]],
      [["Origin", "null"], ["Sec-Fetch-Site", "cross-site"]],
      Array.from({ length: random.int(20, 90) }, (_, i): [string, string] => [`X-Junk-${i}`, random.text(random.int(1, 100))]),
    ]);
    // A chunked GET needs its (empty) body written, or the server would wait for it.
    const body = headers.some(([name, value]) => name === "Transfer-Encoding" && value.endsWith("chunked")) ? "0\r\n\r\n" : undefined;
    return request("odd headers", `${endpoint(random, context)}?${key()}`, { headers, ...(body ? { body } : {}) });
  },
];

/** The request as bytes; `Connection: close`, so its end is the server's close. */
export function serialize(req: FuzzRequest, host: string): Buffer {
  // Raw bytes go out as they are, one byte per character.
  if (req.raw !== undefined) return Buffer.from(req.raw, "latin1");
  const hasHost = req.headers.some(([name]) => name.toLowerCase() === "host");
  const head = [`${req.method} ${req.target} ${req.version}`, ...(hasHost ? [] : [`Host: ${host}`]), ...req.headers.map(([name, value]) => `${name}: ${value}`), "Connection: close", "", ""].join("\r\n");
  // UTF-8 throughout: non-ASCII characters in the request line go out as their raw UTF-8 bytes.
  return Buffer.from(head + (req.body ?? ""), "utf8");
}
