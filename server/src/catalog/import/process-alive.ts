/**
 * Whether a process with this id exists. Signal 0 checks without signalling; EPERM means it exists
 * but belongs to someone else. Ids other than positive whole numbers name no single process
 * (0 and negatives address process groups), so they count as gone.
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
