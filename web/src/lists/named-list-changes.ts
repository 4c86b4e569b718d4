import { listActions } from "./list-marks";
import { toastError } from "../stores/toast-store";

/**
 * A change to the person's own lists: once the server has kept it, every page showing the lists
 * reads them again, in this tab and the others (lists/list-actions.ts); a refusal is told in a
 * toast with the server's own words (`failure`, or "Could not {what}"). Answers whether it was kept.
 */
export async function changeLists(what: string, work: () => Promise<unknown>, failure = () => `Could not ${what}`): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    toastError(failure(), error instanceof Error ? error.message : undefined);
    return false;
  } finally {
    // Read again after a refusal too: part of a change of two requests may have been kept.
    void listActions().then((lists) => lists.changedEverything(), () => undefined);
  }
}
