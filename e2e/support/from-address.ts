import { request } from "node:http";

/**
 * A JSON POST to the test server sent from a loopback address of the test's choosing (127.0.0.2,
 * 127.0.0.3, …): a client the server tells apart by its socket's address, as it tells apart the
 * machines of the internet, with no header to claim it. Answers the status and the parsed body.
 */
export function postFrom(localAddress: string, url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = request(
      target,
      { method: "POST", localAddress, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload), Origin: target.origin } },
      (answer) => {
        let text = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => (text += chunk));
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null }));
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}
