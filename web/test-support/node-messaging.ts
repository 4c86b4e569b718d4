import { randomUUID } from "node:crypto";
import { BroadcastChannel, MessageChannel, MessagePort } from "node:worker_threads";

/**
 * The web tests run each file in a VM context of its own (vitest.config.ts), which has happy-dom's
 * window but not the messaging a browser has beside it. Node's are given back. A broadcast channel
 * reaches every thread of the process, and files run side by side in several threads, so each file's
 * channels get names of their own: one file's "tabs" never hear another's.
 */
const thisFile = randomUUID();

class FileBroadcastChannel extends BroadcastChannel {
  constructor(name: string) {
    super(`${name} ${thisFile}`);
  }
}

Object.assign(globalThis, { BroadcastChannel: FileBroadcastChannel, MessageChannel, MessagePort });
