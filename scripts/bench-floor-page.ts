// The floor of `npm run bench:web`'s FCP: a page of one heading, served by a bare Node server on
// 127.0.0.1 and measured by the same Lighthouse, in the same Chromium, in the same run as the app's
// pages. Lighthouse charges a page's first paint with a simulated network (the same ~600 ms for any
// page whose HTML fits TCP's first window) plus the load's main-thread work as observed on this
// machine, slowed by a fixed factor whatever the machine's speed. So the same page scores a different
// FCP on a slower machine, or on the same machine in a busier hour. No page can paint before this
// one; an app page's FCP over it is what the page itself costs, comparable from run to run.
import { createServer } from "node:http";
import { freePort } from "../server/src/lifecycle/free-port";

/** The least a page that shows something can be: a document, its viewport, one line of text. */
export const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>Popular movies</h1></body></html>';

export interface FloorPage {
  url: string;
  close: () => Promise<void>;
}

export async function startFloorPage(): Promise<FloorPage> {
  const server = createServer((request, response) => {
    if (request.url !== "/" || request.method !== "GET") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Length": String(Buffer.byteLength(FLOOR_PAGE)) }).end(FLOOR_PAGE);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
