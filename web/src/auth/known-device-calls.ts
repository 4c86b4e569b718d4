import { currentSession, sessionRefused } from "./auth-store";
import { AUTH_BASE, SERVER_FAILED_MESSAGE, UNREACHABLE_MESSAGE } from "./embedded-auth-client";

/** A browser the account has signed in from, as the server lists it (server/src/auth/known-device-routes.ts). */
export interface KnownDevice {
  id: string;
  /** Its browser and system ("Firefox on Windows"). */
  label: string;
  /** When it first and last signed in, ISO 8601. */
  firstSignIn: string;
  lastSignIn: string;
  /** Whether it is the browser asking. */
  current: boolean;
}

/** The server's answer (a success, or one of `alsoDone`), or the words for why there is none; a 401 also signs the app out (the session is over). */
async function ask(path: string, init: RequestInit, alsoDone: number[] = []): Promise<{ answer: Response } | { problem: string }> {
  const sentIn = currentSession();
  let answer: Response;
  try {
    answer = await fetch(`${AUTH_BASE}${path}`, { ...init, credentials: "same-origin" });
  } catch {
    return { problem: UNREACHABLE_MESSAGE };
  }
  if (answer.ok || alsoDone.includes(answer.status)) return { answer };
  if (answer.status === 401) sessionRefused(sentIn);
  const body = (await answer.json().catch(() => ({}))) as { message?: string };
  return { problem: answer.status === 503 ? (body.message ?? SERVER_FAILED_MESSAGE) : SERVER_FAILED_MESSAGE };
}

/** The account's known devices, the one that signed in last first. */
export async function knownDevices(): Promise<{ devices: KnownDevice[] } | { problem: string }> {
  const asked = await ask("/known-devices", { method: "GET" });
  if ("problem" in asked) return asked;
  const body = (await asked.answer.json().catch(() => null)) as { devices?: KnownDevice[] } | null;
  return body?.devices ? { devices: body.devices } : { problem: SERVER_FAILED_MESSAGE };
}

/** Forgets one of the account's devices: null once forgotten (or already gone: forgotten in another tab), or why not. */
export async function forgetDevice(id: string): Promise<string | null> {
  const asked = await ask(`/known-devices/${encodeURIComponent(id)}`, { method: "DELETE" }, [404]);
  return "problem" in asked ? asked.problem : null;
}
