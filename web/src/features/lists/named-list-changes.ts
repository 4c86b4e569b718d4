import { listActions } from "../../lists/list-marks";
import { toastError } from "../../stores/toast-store";

/**
 * A change to the person's own lists: once the server has kept it, every page showing the lists
 * reads them again, in this tab and the others (lists/list-actions.ts); a refusal is told in a
 * toast with the server's own words. Answers whether it was kept.
 */
export async function changeLists(what: string, work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    void listActions().then((lists) => lists.changedEverything(), () => undefined);
    return true;
  } catch (error) {
    toastError(`Could not ${what}`, error instanceof Error ? error.message : undefined);
    return false;
  }
}
