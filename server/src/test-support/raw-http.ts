import { connect, type Socket } from "node:net";

/**
 * For tests: HTTP spoken by hand over a TCP socket, for requests no HTTP client will send — headers
 * past the server's limit, a body that never ends, one that stops halfway — and for reading
 * exactly what the server wrote back.
 */
export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  socket: Socket;
  /** The first complete response on the connection (its body read to its Content-Length, or to the close). */
  response: Promise<RawResponse>;
  /** Settles when the server has closed the connection. */
  closed: Promise<void>;
}

export function openRaw(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      let received = Buffer.alloc(0);
      let settle: (response: RawResponse) => void = () => undefined;
      const response = new Promise<RawResponse>((done) => (settle = done));
      const closed = new Promise<void>((done) => socket.once("close", () => done()));
      const complete = (atClose: boolean) => {
        const parsed = parseRawResponse(received, atClose);
        if (parsed) settle(parsed);
      };
      socket.on("data", (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        complete(false);
      });
      // The server may cut the connection while we are still writing; what it sent before counts.
      socket.on("error", () => undefined);
      socket.once("close", () => complete(true));
      resolve({ socket, response, closed });
    });
    socket.once("error", reject);
  });
}

function parseRawResponse(received: Buffer, atClose: boolean): RawResponse | undefined {
  const end = received.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const [statusLine = "", ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = received.subarray(end + 4);
  const length = headers["content-length"] === undefined ? undefined : Number(headers["content-length"]);
  if (length !== undefined && body.length < length && !atClose) return undefined;
  if (length === undefined && !atClose) return undefined;
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.subarray(0, length ?? body.length).toString("utf8") };
}

/** Writes chunks of a chunked body, as fast as the socket takes them, until the connection ends. */
export async function writeEndlessChunks(socket: Socket, chunk = Buffer.alloc(16 * 1024, "a")): Promise<number> {
  const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
  let written = 0;
  while (!socket.destroyed && socket.writable) {
    written += chunk.length;
    if (socket.write(frame)) await new Promise((resolve) => setImmediate(resolve));
    else {
      await new Promise<void>((resolve) => {
        socket.once("drain", resolve);
        socket.once("close", resolve);
      });
    }
  }
  return written;
}
